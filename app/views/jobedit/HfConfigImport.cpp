#include "views/jobedit/HfConfigImport.h"

#include "core/HfConfig.h"
#include "core/JsonReader.h"
#include "text/ProblemText.h"
#include "text/ReadFile.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

HfConfigImport::Result HfConfigImport::read(const QString &path)
{
    Result r;
    QString file = path;
    if (QFileInfo(path).isDir())
        file = path + QStringLiteral("/config.json"); // a model folder
    QByteArray bytes;
    if (ReadFile::read(file, bytes, &r.error) != ReadFile::Result::Ok)
        return r;
    tp::Problems problems;
    const std::string name = file.toStdString();
    auto value = tp::parseJsonText(bytes.toStdString(), name, problems);
    std::optional<tp::ModelSpec> m;
    if (value)
        m = tp::modelFromHfConfig(*value, name, problems);
    if (!m) {
        QStringList lines;
        for (const tp::Problem &p : problems)
            lines << ProblemText::describe(p);
        r.error = tr("%1 does not describe a model TrainPlan can read:\n%2")
                      .arg(QDir::toNativeSeparators(file), lines.join(QLatin1Char('\n')));
        return r;
    }
    nlohmann::json model = {
        {"kind", "transformer"},    {"name", m->name},        {"architecture", tp::toString(m->architecture)},
        {"params", m->params},      {"layers", m->layers},    {"hidden", m->hidden},
        {"heads", m->heads},        {"kv_heads", m->kvHeads}, {"ffn_hidden", m->ffnHidden},
        {"ffn_gated", m->ffnGated}, {"vocab", m->vocab},      {"tied_embeddings", m->tiedEmbeddings}};
    if (m->headDim > 0)
        model["head_dim"] = m->headDim;
    if (m->maxSeqLen > 0)
        model["max_seq_len"] = m->maxSeqLen;
    if (m->isMoe()) {
        model["experts"] = m->experts;
        model["experts_per_token"] = m->expertsPerToken;
        model["moe_ffn_hidden"] = m->moeFfnHidden;
        if (m->sharedExperts > 0)
            model["shared_experts"] = m->sharedExperts;
        if (m->denseLayers > 0)
            model["dense_layers"] = m->denseLayers;
    }
    r.model = model;
    return r;
}

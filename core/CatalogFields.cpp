#include "core/CatalogFields.h"

#include <regex>
#include <vector>

namespace tp {

namespace {
// "quote": a price the provider's API quoted to the user's own account (catalog import-quotes).
const std::vector<std::string> kConfidences = {"list", "reported", "estimate", "quote"};
} // namespace

bool validCatalogDate(const std::string &s)
{
    static const std::regex re(R"(^(19|20)\d\d(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$)");
    return std::regex_match(s, re);
}

Provenance readProvenance(ObjectReader &r)
{
    Provenance p;
    p.source = r.string("source", Need::Required).value_or("");
    p.date = r.string("date", Need::Required).value_or("");
    if (!p.date.empty() && !validCatalogDate(p.date))
        r.context()->report(r.pathOf("date"), "bad-date",
                            "expected YYYY-MM-DD, YYYY-MM or YYYY, found " + quoteValue(p.date));
    p.confidence = r.oneOf("confidence", Need::Required, kConfidences).value_or("");
    p.derivation =
        r.string("derivation", p.confidence == "estimate" ? Need::Required : Need::Optional).value_or("");
    return p;
}

void readFieldSources(ObjectReader &r, std::map<std::string, Provenance> &out, const std::string &prefix)
{
    const nlohmann::json *fs = r.raw("field_sources");
    if (!fs)
        return;
    ObjectReader fields(fs, r.pathOf("field_sources"), r.context());
    if (!fields.valid())
        return;
    for (auto it = fs->begin(); it != fs->end(); ++it) {
        ObjectReader entry = fields.object(it.key(), Need::Required);
        if (!entry.valid())
            continue;
        out[prefix + it.key()] = readProvenance(entry);
        entry.finish();
    }
}

void readSourced(ObjectReader &r, SourcedRecord &rec)
{
    rec.provenance = readProvenance(r);
    readFieldSources(r, rec.fieldSources);
}

namespace {

std::optional<LocalizedName> readLocalized(ObjectReader &parent, const std::string &key, Need need,
                                           bool isName)
{
    ObjectReader n = parent.object(key, need);
    if (!n.valid())
        return std::nullopt;
    const auto read = [&](const char *language) {
        return (isName ? n.name(language, Need::Required) : n.string(language, Need::Required)).value_or("");
    };
    LocalizedName out;
    out.en = read("en");
    out.zh = read("zh");
    n.finish();
    return out;
}

} // namespace

std::optional<LocalizedName> readName(ObjectReader &parent, const std::string &key, Need need)
{
    return readLocalized(parent, key, need, true);
}

std::optional<LocalizedName> readLocalizedText(ObjectReader &parent, const std::string &key, Need need)
{
    return readLocalized(parent, key, need, false);
}

} // namespace tp

#include "document/JobDraft.h"

nlohmann::json JobDraft::toJson() const
{
    nlohmann::json data = {{"samples", samples}};
    if (tokensPerSample)
        data["tokens_per_sample"] = *tokensPerSample;

    nlohmann::json job = {
        {"model", {{"preset", modelPreset.toStdString()}}},
        {"method", method.toStdString()},
        {"data", data},
        {"epochs", epochs},
        {"hardware", {{"gpu", gpu.toStdString()}, {"gpus_per_node", gpusPerNode}, {"nodes", nodes}}},
    };
    if (!precision.isEmpty())
        job["precision"] = precision.toStdString();
    return job;
}

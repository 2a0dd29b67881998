#include "core/WorkloadSoftware.h"

#include "core/JsonReader.h"
#include "core/LayoutRules.h"
#include "core/Strings.h"
#include "core/Workload.h"

#include <algorithm>

namespace tp {

namespace {

std::string methodWords(Method m)
{
    switch (m) {
    case Method::Pretrain:
        return "pretraining";
    case Method::Full:
        return "full fine-tuning";
    case Method::Lora:
        return "LoRA";
    case Method::QLora:
        return "QLoRA";
    }
    return "training";
}

std::string loaderList(const Framework &f)
{
    std::string s;
    for (DataLoader l : f.loaders)
        s += (s.empty() ? "" : ", ") + toString(l);
    return s;
}

// Why a framework cannot train this job, or "".
std::string unableReason(const Framework &f, const ModelSpec &m, Method method, const Gpu &gpu)
{
    if (m.isTransformer() && !f.transformers)
        return f.name.en + " trains vision models, not transformers";
    if (!m.isTransformer() && !f.vision)
        return f.name.en + " trains transformers, not vision models";
    if (!f.trains(method))
        return f.name.en + " does not do " + methodWords(method);
    if (!f.runsOn(gpu))
        return f.name.en + " does not run on " + gpu.id +
               (acceleratorFamily(gpu) == "ascend" ? " (Ascend)" : " (NVIDIA)");
    return "";
}

// Whether a framework has a ZeRO stage, or its distributed optimizer stands for it (stage 2
// under Megatron means its distributed optimizer, which is stage 1: resolveWorkload maps it).
bool hasStage(const Framework &f, int stage)
{
    return f.hasZeroStage(stage) || (stage == 2 && f.distributedOptimizer);
}

// Whether a framework has the settings the job asks for explicitly (a ZeRO stage, offload,
// selective recomputation, parallel degrees), so that a default never turns a valid job into a
// refusal.
bool hasAskedSettings(const Framework &f, const Job &job, const ModelSpec &m)
{
    if (job.zeroStage && !hasStage(f, *job.zeroStage))
        return false;
    if ((job.offloadOptimizer || job.offloadParams) && !f.offload)
        return false;
    if (job.offloadParams && !f.hasZeroStage(3))
        return false;
    if (job.recompute == Recompute::Selective && !f.selectiveRecompute)
        return false;
    if (job.recompute == Recompute::Full && !f.fullRecompute)
        return false;
    const ParallelismRequest &p = job.parallelism;
    if ((p.tensor.value_or(1) > 1 && !f.tensor) || (p.pipeline.value_or(1) > 1 && !f.pipeline) ||
        (p.virtualStages.value_or(1) > 1 && !f.interleaved) || (p.context.value_or(1) > 1 && !f.context) ||
        (p.expert.value_or(1) > 1 && !f.expert) ||
        (p.sequenceParallel.value_or(false) && !f.sequenceParallel) || (p.ulysses && !f.ulysses))
        return false;
    if (job.loader && !m.isTransformer() && !f.hasLoader(*job.loader))
        return false;
    return true;
}

} // namespace

FrameworkChoice chooseFramework(const Job &job, const Catalog &catalog, const ModelSpec &m, Method method,
                                const Gpu &gpu)
{
    FrameworkChoice choice;
    const Framework *f = catalog.defaultFramework(m, method, gpu, &choice.rule);
    // The legacy "stack" names an efficiency class; settings the job gives must be available.
    const std::string wantedClass = job.stack ? toString(*job.stack) : std::string();
    const auto suits = [&](const Framework &c) {
        return unableReason(c, m, method, gpu).empty() && hasAskedSettings(c, job, m) &&
               (wantedClass.empty() || c.efficiency == wantedClass);
    };
    if (f && !suits(*f)) {
        const Framework *usual = f;
        f = nullptr;
        choice.rule = nullptr;
        // the usual framework's class first, then any
        for (int pass = 0; pass < 2 && !f; ++pass)
            for (const Framework &c : catalog.frameworks)
                if (suits(c) && (pass == 1 || c.efficiency == usual->efficiency || !wantedClass.empty())) {
                    f = &c;
                    break;
                }
        if (f)
            choice.why = wantedClass.empty() ? "usual" : "stack";
    }
    choice.framework = f ? f : &genericFramework();
    return choice;
}

void resolveSoftware(const Job &job, const Catalog &catalog, Workload &w, Problems &problems,
                     const std::string &file)
{
    auto error = [&](const std::string &path, const std::string &code, const std::string &message) {
        problems.push_back({Problem::Severity::Error, code, file, path, message});
    };
    const ModelSpec &m = w.model;
    const Gpu &gpu = *w.hw.gpu;

    // --- framework
    const Framework *f = nullptr;
    if (!job.framework.empty()) {
        f = catalog.findFramework(job.framework);
        if (!f && catalog.frameworks.empty() && toLower(job.framework) == "generic")
            f = &genericFramework();
        if (!f) {
            error("/framework", "unknown-framework",
                  "unknown framework " + quoteValue(job.framework) + " (trainplan-cli presets lists them)");
            return;
        }
        const std::string why = unableReason(*f, m, w.method, gpu);
        if (!why.empty()) {
            error("/framework", "unsupported", why);
            return;
        }
        if (job.stack && toString(*job.stack) != f->efficiency)
            error("/stack", "conflict",
                  "stack " + quoteValue(toString(*job.stack)) + " contradicts framework " + f->id +
                      ", whose efficiency class is " + quoteValue(f->efficiency) + "; give one of them");
    } else {
        const FrameworkChoice choice = chooseFramework(job, catalog, m, w.method, gpu);
        f = choice.framework;
        const FrameworkDefault *rule = choice.rule;
        const std::string &why = choice.why;
        const std::string wantedClass = job.stack ? toString(*job.stack) : std::string();
        w.assumptions["framework"] = f->id;
        if (rule)
            w.assumptions["framework_reason"] = {{"en", rule->reason.en}, {"zh", rule->reason.zh}};
        else if (why == "stack")
            w.assumptions["framework_reason"] = {
                {"en", "a framework of the \"" + wantedClass + "\" stack the job names"},
                {"zh", "作业指定的“" + wantedClass + "”类软件栈中的框架"}};
        else if (why == "usual")
            w.assumptions["framework_reason"] = {
                {"en",
                 "the usual framework for this job lacks a setting the job gives; the first that has it"},
                {"zh", "此类作业常用的框架不支持作业指定的设置，改用第一个支持的框架"}};
    }
    w.framework = f;

    // --- settings the framework must have
    if (job.zeroStage && !hasStage(*f, *job.zeroStage)) {
        std::string stages;
        for (int z : f->zeroStages)
            stages += (stages.empty() ? "" : ", ") + std::to_string(z);
        error("/zero_stage", "unsupported",
              f->name.en + " has no ZeRO stage " + std::to_string(*job.zeroStage) +
                  " (its stages: " + stages + ")");
    }
    if ((job.offloadOptimizer || job.offloadParams) && !f->offload)
        error(job.offloadParams ? "/offload_params" : "/offload_optimizer", "unsupported",
              f->name.en + " does not offload to the host's memory");
    // Offload is a ZeRO feature (DeepSpeed's offload_param needs stage 3, offload_optimizer stage
    // 1 or more): the estimate assumes only what a config can say.
    if (job.offloadParams && f->offload && !f->hasZeroStage(3))
        error("/offload_params", "unsupported",
              "offloading the weights needs ZeRO stage 3, which " + f->name.en + " does not have");
    if (job.offloadParams && job.zeroStage && *job.zeroStage != 3)
        error("/zero_stage", "conflict",
              "offload_params moves the weights to the host, which only ZeRO stage 3 does; give zero_stage 3 "
              "or "
              "leave it out");
    else if (job.offloadOptimizer && job.zeroStage && *job.zeroStage == 0)
        error("/zero_stage", "conflict",
              "offload_optimizer keeps the optimizer on the host, which needs ZeRO stage 1 or more; give "
              "zero_stage 1, 2 or 3 or leave it out");
    if (job.recompute == Recompute::Full && !f->fullRecompute)
        error("/activation_checkpointing", "unsupported", f->name.en + " has no activation checkpointing");
    if (job.recompute == Recompute::Selective && !f->selectiveRecompute)
        error("/activation_checkpointing", "unsupported",
              f->name.en + " has no selective recomputation; use true (full) or false");
    if (job.recompute == Recompute::Selective && !m.isTransformer())
        error("/activation_checkpointing", "unsupported",
              "selective recomputation is for transformers' attention");

    // --- data loader (only images are decoded)
    if (job.loader) {
        w.loader = *job.loader;
        if (!m.isTransformer() && !f->hasLoader(*job.loader))
            error("/data/loader", "unsupported",
                  f->name.en + " has no " + quoteValue(toString(*job.loader)) +
                      " loader (its loaders: " + loaderList(*f) + ")");
    } else if (!m.isTransformer()) {
        w.loader = f->loaders.empty() ? DataLoader::Cpu : f->loaders.front();
        w.assumptions["loader"] = toString(w.loader);
    } else {
        w.loader = DataLoader::Preprocessed; // tokenised text: no decode on the host worth modelling
    }

    // --- parallel degrees the job fixes
    if (job.parallelism.ulysses && job.parallelism.context)
        error("/parallelism/ulysses", "conflict",
              "give \"ulysses\" (DeepSpeed-Ulysses) or \"context\" (ring attention), not both");
    w.parallelFixed = job.parallelism;
    if (job.parallelism.any()) {
        Parallelism p = requestedLayout(w);
        if (p.data == 0)
            p.data = 1; // the GPU count is checked per hardware (checkHardwareLayout)
        if (auto issue = modelLayoutIssue(w, p, job.parallelism.unevenStages))
            error(issue->path, issue->code, issue->message);
    }
}

Problems checkHardwareLayout(const Workload &w, const std::string &file)
{
    Problems out;
    if (!w.parallelFixed.any())
        return out;
    if (auto issue = gpuLayoutIssue(w, requestedLayout(w)))
        out.push_back({Problem::Severity::Error, issue->code, file, issue->path, issue->message});
    return out;
}

} // namespace tp

// Hugging Face Trainer: trainer_state.json (TrainerState.save_to_json; the entry of log_history
// that train() adds at the end holds speed_metrics("train", ...)) and the Trainer's stdout (the
// same metrics printed as a Python dict by ProgressCallback/PrinterCallback, or by log_metrics()
// as "***** train metrics *****", and the "***** Running training *****" banner).
#include "core/JsonReader.h"
#include "core/calibration/RunLogDetail.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace tp::runlog {

namespace {

const char *kWholeRun = "the whole run (train_runtime includes start-up and warm-up: the Trainer logs no "
                        "steady-state speed)";

// Python writes NaN and Infinity into JSON (json.dumps allows them); nlohmann does not read them.
// Outside strings they become null, which the figure check then refuses by name.
std::string pythonJsonToJson(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < text.size())
                out += text[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        bool replaced = false;
        for (const char *word : {"-Infinity", "Infinity", "NaN"}) {
            const std::string w = word;
            if (text.compare(i, w.size(), w) == 0) {
                out += "null";
                i += w.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
}

// The speed metrics train() reports, by key, wherever they were read from, and the optimizer
// steps done and epochs reached (trainer_state.json's global_step and epoch).
struct SpeedMetrics
{
    std::optional<RunFigure> runtime, samples, steps, tokensPerDevice, globalStep, epoch;
};

// Bounds of the global batch from the whole run's samples (samples/s x runtime) over its optimizer
// steps. speed_metrics() rounds samples/s and steps/s to 3 decimals (transformers
// trainer_utils.py) and the runtime to 4: so 0.602 / 0.009 = 66.9 is any batch from 63 to 71. The
// samples the Trainer counts are len(dataset) x epochs when training runs by epochs, so each
// epoch's last step may be short: one step per epoch begun is allowed to hold less.
std::optional<RunLog::BatchBounds> batchBounds(const SpeedMetrics &m)
{
    if (!m.samples || !(m.samples->value > 0))
        return std::nullopt;
    double steps = 0, runtime = 0, samplesError = 0;
    std::string from;
    if (m.globalStep && m.runtime && m.globalStep->value >= 1 && m.runtime->value > 0) {
        steps = m.globalStep->value;
        runtime = m.runtime->value;
        samplesError = 0.0005 * runtime + m.samples->value * 0.00005;
        from = "train_samples_per_second x train_runtime / global_step";
    } else if (m.steps && m.steps->value > 0) {
        // only the two rounded speeds: their ratio, each +-0.0005
        const double lo = (m.samples->value - 0.0005) / (m.steps->value + 0.0005);
        const double hi = (m.samples->value + 0.0005) / std::max(1e-9, m.steps->value - 0.0005);
        return RunLog::BatchBounds{std::max(1.0, lo), hi, m.samples->value / m.steps->value,
                                   "train_samples_per_second / train_steps_per_second"};
    } else {
        return std::nullopt;
    }
    const double samples = m.samples->value * runtime;
    const double partialSteps = m.epoch ? std::ceil(m.epoch->value - 1e-9) : 1.0;
    RunLog::BatchBounds b;
    b.low = std::max(1.0, (samples - samplesError) / steps);
    b.high = (samples + samplesError) / std::max(1.0, steps - std::max(1.0, partialSteps));
    b.ratio = samples / steps;
    b.from = from;
    return b;
}

// The step time from the runtime over the steps (exact but for the start-up train_runtime holds)
// where the state gives the steps; else from steps/s, which the Trainer rounds to 3 decimals.
void setSpeeds(const SpeedMetrics &m, RunLog &log)
{
    if (m.samples)
        log.samplesPerSecond = m.samples;
    log.globalBatchBounds = batchBounds(m);
    if (m.runtime && m.globalStep && m.globalStep->value >= 1 && m.runtime->value > 0)
        setFigure(log.stepTimeSeconds, m.runtime->value / m.globalStep->value,
                  m.runtime->from + " / " + m.globalStep->from);
    else if (m.steps)
        log.stepsPerSecond = m.steps; // readRunLog takes it when no global batch settles
    if (m.tokensPerDevice)
        log.tokensPerSecondPerGpu = m.tokensPerDevice;
    std::ostringstream w;
    w << kWholeRun;
    if (m.runtime)
        w << ": " << m.runtime->value << " s";
    log.window = w.str();
}

// "0:20:34.56" (log_metrics() writes runtimes as h:mm:ss.ss) or plain seconds.
std::optional<double> seconds(const std::string &value)
{
    double total = 0;
    std::size_t pos = 0;
    for (int part = 0; part < 3; ++part) {
        std::size_t end = 0;
        const std::optional<double> v = numberAt(value, pos, &end);
        if (!v)
            return std::nullopt;
        total = total * 60 + *v;
        if (end >= value.size() || value[end] != ':')
            return total;
        pos = end + 1;
    }
    return std::nullopt;
}

} // namespace

bool readHfTrainerState(const std::string &text, const std::string &file, RunLog &log, Problems &problems)
{
    const std::size_t first = text.find_first_not_of(" \t\r\n\xef\xbb\xbf");
    if (first == std::string::npos || text[first] != '{')
        return false;
    const std::size_t second = text.find_first_not_of(" \t\r\n", first + 1);
    if (second != std::string::npos && text[second] != '"' && text[second] != '}')
        return false; // "{'loss': ...": a Python dict line, not JSON
    log.format = RunLogFormat::HfTrainerState;
    const std::optional<nlohmann::json> json = parseJsonText(pythonJsonToJson(text), file, problems);
    if (!json)
        return true;
    const auto history = json->find("log_history");
    if (!json->is_object() || history == json->end() || !history->is_array()) {
        problems.push_back({Problem::Severity::Error, "log-unknown-format", file, "/log_history",
                            "a JSON file without log_history: expected a Hugging Face trainer_state.json"});
        return true;
    }
    std::size_t index = history->size();
    for (std::size_t i = history->size(); i-- > 0;) {
        if ((*history)[i].is_object() && (*history)[i].contains("train_runtime")) {
            index = i;
            break;
        }
    }
    if (index == history->size()) {
        problems.push_back(
            {Problem::Severity::Error, "log-missing-figure", file, "/log_history",
             "no entry with train_runtime and train_samples_per_second: the Trainer adds it when "
             "training ends (a checkpoint's trainer_state.json is saved before); read the one "
             "in the output folder"});
        return true;
    }
    const nlohmann::json &entry = (*history)[index];
    const std::string at = "/log_history/" + std::to_string(index) + "/";
    SpeedMetrics m;
    const auto read = [&](const char *key, std::optional<RunFigure> &into) {
        const auto it = entry.find(key);
        if (it == entry.end())
            return;
        if (it->is_null())
            setFigure(into, std::nan(""), at + key);
        else if (it->is_number())
            setFigure(into, it->get<double>(), at + key);
        else
            problems.push_back(
                {Problem::Severity::Error, "log-bad-figure", file, at + key, "is not a number"});
    };
    read("train_runtime", m.runtime);
    read("train_samples_per_second", m.samples);
    read("train_steps_per_second", m.steps);
    read("train_tokens_per_second", m.tokensPerDevice);
    read("step", m.globalStep);
    read("epoch", m.epoch);
    if (!m.globalStep)
        if (const auto g = json->find("global_step"); g != json->end() && g->is_number())
            setFigure(m.globalStep, g->get<double>(), "/global_step");
    if (!m.samples && !m.steps) {
        problems.push_back({Problem::Severity::Error, "log-missing-figure", file,
                            at + "train_samples_per_second",
                            "the entry with train_runtime has neither train_samples_per_second nor "
                            "train_steps_per_second"});
        return true;
    }
    setSpeeds(m, log);
    if (const auto b = json->find("train_batch_size"); b != json->end() && b->is_number())
        setFigure(log.microBatch, b->get<double>(), "/train_batch_size");
    return true;
}

bool readHfTrainerLog(const std::vector<Line> &lines, RunLog &log)
{
    SpeedMetrics m;
    bool found = false;
    for (const Line &line : lines) {
        const std::string &t = line.text;
        if (contains(t, "'train_runtime'")) {
            // {'train_runtime': 1234.5, 'train_samples_per_second': 41.49, ...} (older Trainers) or
            // {'train_runtime': '1235', 'train_samples_per_second': '41.49', ...} (floats as 4 digits)
            m = {};
            found = true;
            const auto read = [&](const char *key, std::optional<RunFigure> &into) {
                const std::string quoted = std::string("'") + key + "'";
                if (const auto v = numberAfter(t, quoted))
                    setFigure(into, *v, lineRef(line, key));
            };
            read("train_runtime", m.runtime);
            read("train_samples_per_second", m.samples);
            read("train_steps_per_second", m.steps);
            read("train_tokens_per_second", m.tokensPerDevice);
            continue;
        }
        const std::string s = trim(t);
        const std::size_t eq = s.find(" =");
        const std::string key = eq == std::string::npos ? std::string() : trim(s.substr(0, eq));
        const std::string value = eq == std::string::npos ? std::string() : trim(s.substr(eq + 2));
        if (key == "train_runtime") { // "***** train metrics *****" block
            m = {};
            found = true;
            if (const auto v = seconds(value))
                setFigure(m.runtime, *v, lineRef(line, key));
        } else if (key == "train_samples_per_second" || key == "train_steps_per_second" ||
                   key == "train_tokens_per_second") {
            found = true;
            std::optional<RunFigure> &into = key == "train_samples_per_second" ? m.samples
                                             : key == "train_steps_per_second" ? m.steps
                                                                               : m.tokensPerDevice;
            if (const auto v = numberAt(value, 0))
                setFigure(into, *v, lineRef(line, key));
        } else if (const auto v = numberAfter(t, "Instantaneous batch size per device =")) {
            setFigure(log.microBatch, *v, lineRef(line, "Instantaneous batch size per device"));
        } else if (const auto v =
                       numberAfter(t, "Total train batch size (w. parallel, distributed & accumulation) =")) {
            setFigure(log.globalBatch, *v, lineRef(line, "Total train batch size"));
        }
    }
    if (!found || (!m.samples && !m.steps))
        return false;
    log.format = RunLogFormat::HfTrainerLog;
    const std::optional<RunFigure> globalBatch = log.globalBatch;
    setSpeeds(m, log);
    if (globalBatch) // the banner's figure is exact; the ratio of two rounded speeds is not
        log.globalBatch = globalBatch;
    return true;
}

bool looksLikeHfTrainerLog(const std::vector<Line> &lines)
{
    return std::any_of(lines.begin(), lines.end(), [](const Line &l) {
        return contains(l.text, "***** Running training *****") || contains(l.text, "{'loss':");
    });
}

} // namespace tp::runlog

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

// The speed metrics train() reports, by key, wherever they were read from.
struct SpeedMetrics
{
    std::optional<RunFigure> runtime, samples, steps, tokensPerDevice;
};

// samples/s ÷ steps/s is the samples of one optimizer step: the global batch (rounded to 3
// decimals by the Trainer, so kept only when it comes out whole).
void setSpeeds(const SpeedMetrics &m, RunLog &log)
{
    if (m.samples)
        log.samplesPerSecond = m.samples;
    // The step time follows from the global batch and samples/s (complete(), RunLog.cpp) more
    // exactly than from steps/s, which the Trainer rounds to 3 decimals: 1 / steps/s is the fallback.
    if (m.steps && m.samples && m.steps->value > 0) {
        const double batch = m.samples->value / m.steps->value;
        if (std::round(batch) >= 1 && std::abs(batch - std::round(batch)) <= 0.01 * batch)
            setFigure(log.globalBatch, std::round(batch),
                      "train_samples_per_second / train_steps_per_second");
    }
    if (m.steps && !log.globalBatch)
        setFigure(log.stepTimeSeconds, m.steps->value > 0 ? 1.0 / m.steps->value : -1,
                  m.steps->from + " (1 / steps per second)");
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

#include "document/Settings.h"

#include <QVariant>

namespace {

// One setting: its key and the value it has until the user changes it.
template <typename T> struct Entry
{
    const char *key;
    T defaultValue;
};

const Entry<QString> kLanguage{"ui/language", QString()};
const Entry<bool> kFirstPlanMade{"ui/firstPlanMade", false};
const Entry<bool> kKeepMeasurements{"calibration/keepMeasurements", false};
const Entry<QByteArray> kMainWindowGeometry{"mainWindow/geometry", QByteArray()};
const Entry<QByteArray> kMainWindowState{"mainWindow/state", QByteArray()};
const Entry<int> kMainWindowTab{"mainWindow/tab", 0};
const Entry<QByteArray> kGpuTableHeaderState{"catalog/gpuTableHeader", QByteArray()};
const Entry<QString> kCurrency{"planning/currency", QStringLiteral("CNY")};
const Entry<QString> kDefaultRegion{"planning/region", QString()};
const Entry<QStringList> kProviders{"planning/providers", QStringList()};
const Entry<QStringList> kRecentFiles{"files/recent", QStringList()};
const Entry<QString> kLastPlanFolder{"files/lastFolder", QString()};
const Entry<int> kAutosaveInterval{"files/autosaveInterval", 60};
const Entry<QByteArray> kPlanSplitterState{"plan/splitter", QByteArray()};
const Entry<QByteArray> kResultsSplitterState{"plan/resultsSplitter", QByteArray()};
const Entry<QByteArray> kCandidateTableHeaderState{"plan/candidateTableHeader", QByteArray()};

template <typename T> T read(const QSettings &settings, const Entry<T> &entry)
{
    const QVariant value = settings.value(QLatin1String(entry.key));
    return value.isValid() && value.canConvert<T>() ? value.value<T>() : entry.defaultValue;
}

template <typename T> void write(QSettings &settings, const Entry<T> &entry, const T &value)
{
    settings.setValue(QLatin1String(entry.key), QVariant::fromValue(value));
}

} // namespace

// The organization and application names set in Application choose the file.
Settings::Settings() = default;

QString Settings::language() const
{
    return read(m_settings, kLanguage);
}

void Settings::setLanguage(const QString &language)
{
    write(m_settings, kLanguage, language);
}

bool Settings::firstPlanMade() const
{
    return read(m_settings, kFirstPlanMade);
}

void Settings::setFirstPlanMade(bool made)
{
    write(m_settings, kFirstPlanMade, made);
}

bool Settings::keepMeasurements() const
{
    return read(m_settings, kKeepMeasurements);
}

void Settings::setKeepMeasurements(bool keep)
{
    write(m_settings, kKeepMeasurements, keep);
}

QByteArray Settings::mainWindowGeometry() const
{
    return read(m_settings, kMainWindowGeometry);
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    write(m_settings, kMainWindowGeometry, geometry);
}

QByteArray Settings::mainWindowState() const
{
    return read(m_settings, kMainWindowState);
}

void Settings::setMainWindowState(const QByteArray &state)
{
    write(m_settings, kMainWindowState, state);
}

int Settings::mainWindowTab() const
{
    return read(m_settings, kMainWindowTab);
}

void Settings::setMainWindowTab(int tab)
{
    write(m_settings, kMainWindowTab, tab);
}

QByteArray Settings::gpuTableHeaderState() const
{
    return read(m_settings, kGpuTableHeaderState);
}

void Settings::setGpuTableHeaderState(const QByteArray &state)
{
    write(m_settings, kGpuTableHeaderState, state);
}

QString Settings::currency() const
{
    const QString value = read(m_settings, kCurrency);
    // A hand-edited file must not give the planner a currency it cannot convert to.
    return value == QStringLiteral("USD") ? value : kCurrency.defaultValue;
}

void Settings::setCurrency(const QString &currency)
{
    write(m_settings, kCurrency, currency);
}

QString Settings::defaultRegion() const
{
    return read(m_settings, kDefaultRegion);
}

void Settings::setDefaultRegion(const QString &region)
{
    write(m_settings, kDefaultRegion, region);
}

QStringList Settings::providers() const
{
    return read(m_settings, kProviders);
}

void Settings::setProviders(const QStringList &providers)
{
    write(m_settings, kProviders, providers);
}

QStringList Settings::recentFiles() const
{
    return read(m_settings, kRecentFiles).mid(0, kMaxRecentFiles);
}

void Settings::setRecentFiles(const QStringList &files)
{
    write(m_settings, kRecentFiles, files.mid(0, kMaxRecentFiles));
}

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    setRecentFiles(files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    setRecentFiles(files);
}

QString Settings::lastPlanFolder() const
{
    return read(m_settings, kLastPlanFolder);
}

void Settings::setLastPlanFolder(const QString &folder)
{
    write(m_settings, kLastPlanFolder, folder);
}

int Settings::autosaveInterval() const
{
    return read(m_settings, kAutosaveInterval);
}

void Settings::setAutosaveInterval(int seconds)
{
    write(m_settings, kAutosaveInterval, seconds);
}

QByteArray Settings::planSplitterState() const
{
    return read(m_settings, kPlanSplitterState);
}

void Settings::setPlanSplitterState(const QByteArray &state)
{
    write(m_settings, kPlanSplitterState, state);
}

QByteArray Settings::resultsSplitterState() const
{
    return read(m_settings, kResultsSplitterState);
}

void Settings::setResultsSplitterState(const QByteArray &state)
{
    write(m_settings, kResultsSplitterState, state);
}

QByteArray Settings::candidateTableHeaderState() const
{
    return read(m_settings, kCandidateTableHeaderState);
}

void Settings::setCandidateTableHeaderState(const QByteArray &state)
{
    write(m_settings, kCandidateTableHeaderState, state);
}

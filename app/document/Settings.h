#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

// Typed access to the user's settings. Every key and its default live in this class, nowhere
// else; tests switch QStandardPaths to test mode first, so they never see the user's file.
//
//     settings.setValue(Settings::MainWindowTab, 2);
//     const int tab = settings.value(Settings::MainWindowTab);
class Settings
{
public:
    // One setting: its key in the file and the value it has until the user changes it.
    template <typename T> struct Key
    {
        using Value = T;
        const char *name;
        T defaultValue;
    };

    // "" follows the system locale; otherwise "en" or "zh_CN".
    static inline const Key<QString> Language{"ui/language", QString()};
    // Whether a plan was ever made (results shown): until then the plan tab opens on the
    // wizard's scenarios with a welcome.
    static inline const Key<bool> FirstPlanMade{"ui/firstPlanMade", false};
    // Whether "Calibrate from a run" keeps the run to calibrate later plans (opt-in; the box
    // remembers the last choice).
    static inline const Key<bool> KeepMeasurements{"calibration/keepMeasurements", false};

    static inline const Key<QByteArray> MainWindowGeometry{"mainWindow/geometry", QByteArray()};
    static inline const Key<QByteArray> MainWindowState{"mainWindow/state", QByteArray()};
    static inline const Key<int> MainWindowTab{"mainWindow/tab", 0};
    static inline const Key<QByteArray> GpuTableHeaderState{"catalog/gpuTableHeader", QByteArray()};

    // Planning preferences a new plan starts from (with currency()): region "" for any, providers
    // empty for all of them.
    static inline const Key<QString> DefaultRegion{"planning/region", QString()};
    static inline const Key<QStringList> Providers{"planning/providers", QStringList()};

    // Seconds between automatic copies of a plan with unsaved changes (crash recovery); 0 for none.
    static inline const Key<int> AutosaveInterval{"files/autosaveInterval", 60};

    // Layout of the plan workspace: the splitters and the candidates table's columns.
    static inline const Key<QByteArray> PlanSplitterState{"plan/splitter", QByteArray()};
    static inline const Key<QByteArray> ResultsSplitterState{"plan/resultsSplitter", QByteArray()};
    static inline const Key<QByteArray> CandidateTableHeaderState{"plan/candidateTableHeader", QByteArray()};

    Settings();

    // The stored value, or the key's default when there is none or it is not a T.
    template <typename T> T value(const Key<T> &key) const
    {
        const QVariant stored = m_settings.value(QLatin1String(key.name));
        return stored.isValid() && stored.canConvert<T>() ? stored.value<T>() : key.defaultValue;
    }
    template <typename T> void setValue(const Key<T> &key, const typename Key<T>::Value &value)
    {
        m_settings.setValue(QLatin1String(key.name), QVariant::fromValue(value));
    }

    // The currency plans are priced in: "CNY" or "USD".
    QString currency() const;
    void setCurrency(const QString &currency);

    // Plans opened or saved, most recent first, at most kMaxRecentFiles.
    static constexpr int kMaxRecentFiles = 8;
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &files);
    void addRecentFile(const QString &path);
    void removeRecentFile(const QString &path);
    // A plan just opened or saved: first of the recent files, and its folder the one the next
    // open or save dialog starts in.
    void addRecentPlan(const QString &path);
    // Where the last plan was opened or saved; the home folder the first time.
    QString planFolder() const;

private:
    static inline const Key<QString> Currency{"planning/currency", QStringLiteral("CNY")};
    static inline const Key<QStringList> RecentFiles{"files/recent", QStringList()};
    static inline const Key<QString> LastPlanFolder{"files/lastFolder", QString()};

    QSettings m_settings;
};

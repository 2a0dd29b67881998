#include "Settings.h"

#include <QVariant>

namespace {

// One setting: its key and the value it has until the user changes it.
template <typename T>
struct Entry
{
    const char *key;
    T defaultValue;
};

const Entry<QString> kLanguage{"ui/language", QString()};
const Entry<QByteArray> kMainWindowGeometry{"mainWindow/geometry", QByteArray()};
const Entry<QByteArray> kMainWindowState{"mainWindow/state", QByteArray()};
const Entry<int> kMainWindowTab{"mainWindow/tab", 0};
const Entry<QByteArray> kGpuTableHeaderState{"catalog/gpuTableHeader", QByteArray()};

template <typename T>
T read(const QSettings &settings, const Entry<T> &entry)
{
    const QVariant value = settings.value(QLatin1String(entry.key));
    return value.isValid() && value.canConvert<T>() ? value.value<T>() : entry.defaultValue;
}

template <typename T>
void write(QSettings &settings, const Entry<T> &entry, const T &value)
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

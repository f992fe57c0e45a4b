#include "widgets/present/scene_book.h"

#include <algorithm>

namespace memledger::widgets {

SceneBook::SceneBook(QObject* parent) : QObject(parent) {}

void SceneBook::setScenes(std::vector<model::Scene> scenes)
{
    m_scenes = std::move(scenes);
    emit changed();
}

int SceneBook::insert(model::Scene scene, int after)
{
    const int at = valid(after) ? after + 1 : count();
    m_scenes.insert(m_scenes.begin() + at, std::move(scene));
    emit changed();
    return at;
}

void SceneBook::remove(int index)
{
    if (!valid(index))
        return;
    m_scenes.erase(m_scenes.begin() + index);
    emit changed();
}

void SceneBook::move(int from, int to)
{
    if (!valid(from) || !valid(to) || from == to)
        return;
    model::Scene scene = std::move(m_scenes[static_cast<std::size_t>(from)]);
    m_scenes.erase(m_scenes.begin() + from);
    m_scenes.insert(m_scenes.begin() + to, std::move(scene));
    emit changed();
}

void SceneBook::rename(int index, const QString& name)
{
    if (!valid(index) || at(index).name == name.toStdString())
        return;
    m_scenes[static_cast<std::size_t>(index)].name = name.toStdString();
    emit changed();
}

void SceneBook::setView(int index, const QString& view)
{
    const auto& ids = model::sceneViewIds();
    if (!valid(index) || std::find(ids.begin(), ids.end(), view.toStdString()) == ids.end() ||
        at(index).view.view == view.toStdString())
        return;
    m_scenes[static_cast<std::size_t>(index)].view.view = view.toStdString();
    emit changed();
}

}  // namespace memledger::widgets

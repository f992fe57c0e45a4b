// The scenes of the open scenario file, in presentation order: what the scene list edits
// and the presentation steps through. Every change is announced, so the list, the
// presentation and the window's "modified" mark follow it.
#pragma once

#include <vector>

#include <QObject>
#include <QString>

#include "model/io/workspace_json.h"

namespace memledger::widgets {

class SceneBook : public QObject {
    Q_OBJECT
public:
    explicit SceneBook(QObject* parent = nullptr);

    const std::vector<model::Scene>& scenes() const { return m_scenes; }
    int count() const { return static_cast<int>(m_scenes.size()); }
    const model::Scene& at(int index) const { return m_scenes[static_cast<std::size_t>(index)]; }

    void setScenes(std::vector<model::Scene> scenes);
    // Inserts after `index` (−1: at the end); returns where it went.
    int insert(model::Scene scene, int after = -1);
    void remove(int index);
    void move(int from, int to);
    void rename(int index, const QString& name);
    void setView(int index, const QString& view);

signals:
    void changed();

private:
    bool valid(int index) const { return index >= 0 && index < count(); }

    std::vector<model::Scene> m_scenes;
};

}  // namespace memledger::widgets

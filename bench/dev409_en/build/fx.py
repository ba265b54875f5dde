"""Functional-status phrases and small tables shared by several genres."""
import clinical

ASSIST_UK = ["independent", "independent with aid", "supervision", "assistance of 1",
             "assistance of 2", "hoist transfer", "stand aid (Sara Stedy) with 1", "set-up only",
             "prompting only", "verbal cues"]
ASSIST_US = ["Mod I", "Supervision (SBA)", "CGA", "Min A", "Mod A", "Max A", "Dep / mechanical lift",
             "Set-up", "Verbal cues x3", "Max A x2"]


def assist(c):
    return c.rng.choice(ASSIST_US if c.cc in ("US", "CA") else ASSIST_UK)


def func_table(n, c, when_label="Admission"):
    rng = c.rng
    rows = ["Bed mobility", "Sit to stand", "Transfers (bed-chair)", "Toilet transfer", "Mobility (indoors)",
            "Stairs", "Upper body dressing", "Lower body dressing", "Grooming", "Feeding", "Bladder",
            "Bowels", "Communication", "Swallow"]
    k = rng.randint(6, 10)
    chosen = sorted(rng.sample(range(len(rows)), k))
    n.line("%-24s| %s" % ("Domain", when_label))
    n.line("-" * 24 + "+" + "-" * 30)
    for i in chosen:
        r = rows[i]
        if r == "Bladder":
            v = rng.choice(["continent", "urgency, pad in situ", "IDC (Foley) - TWOC planned",
                            "intermittent incontinence", "uridome at night"])
        elif r == "Bowels":
            v = rng.choice(["continent", "constipated - on macrogol", "bowel chart, BNO 3 days",
                            "occasional incontinence"])
        elif r == "Communication":
            v = rng.choice(["fluent, appropriate", "expressive aphasia", "dysarthric but intelligible",
                            "global aphasia - yes/no unreliable", "word-finding difficulty"])
        elif r == "Swallow":
            v = rng.choice(["IDDSI 7 regular / thin fluids", "IDDSI 6 soft & bite-sized, level 0 fluids",
                            "IDDSI 5 minced & moist, mildly thick fluids", "NBM - PEG fed",
                            "IDDSI 4 pureed, moderately thick fluids"])
        elif r == "Stairs":
            v = rng.choice(["not assessed", "6 steps, 1 rail, " + assist(c), "unable", "full flight, " + assist(c)])
        elif r == "Mobility (indoors)":
            v = "%s, %s" % (rng.choice(["10 m", "20 m", "30 m", "ward distances", "wheelchair level"]), assist(c))
            if rng.random() < 0.5:
                v += ", " + rng.choice(clinical.EQUIPMENT[:5])
        else:
            v = assist(c)
        n.line("%-24s| %s" % (r, v))
    n.line("")


def scores_line(c, which="adm"):
    pr = c.pr
    i = 0 if which == "adm" else 1
    rng = c.rng
    bits = []
    if c.cc in ("UK", "IE"):
        bits.append("Barthel %d/20" % pr["barthel"][i])
        if rng.random() < 0.5:
            bits.append("UK FIM+FAM motor %d" % (pr["fim_m"][i] + rng.randint(5, 20)))
        if rng.random() < 0.4:
            bits.append("Northwick Park Dependency Score %d" % rng.randint(5, 40))
    elif c.cc in ("AU", "NZ"):
        bits.append("FIM motor %d/91, cognitive %d/35" % (pr["fim_m"][i], pr["fim_c"][i]))
        bits.append("AROC class %d" % rng.randint(1, 8))
    elif c.cc == "US":
        bits.append("Section GG self-care %d, mobility %d" % (rng.randint(6, 40), rng.randint(15, 80)))
        bits.append("FIM total %d" % (pr["fim_m"][i] + pr["fim_c"][i]))
    else:
        bits.append("FIM %d/126" % (pr["fim_m"][i] + pr["fim_c"][i]))
        bits.append("RPG %d" % rng.randint(1, 9))
    bits.append("Berg %d/56" % pr["berg"][i])
    if rng.random() < 0.6:
        bits.append("MoCA %d/30" % pr["moca"])
    return "; ".join(bits)


def deficits(c):
    pr = c.pr
    out = [clinical.hemi(pr)]
    if pr["aphasia"]:
        out.append(c.rng.choice(["expressive aphasia", "mixed aphasia", "anomic aphasia", "non-fluent aphasia"]))
    if pr["neglect"]:
        out.append("left inattention")
    if pr["dysphagia"]:
        out.append("oropharyngeal dysphagia")
    if pr["dysarthria"]:
        out.append("dysarthria")
    if pr["ataxia"]:
        out.append("truncal ataxia")
    if pr["memory"]:
        out.append("impaired memory and attention")
    if pr["behaviour"]:
        out.append("disinhibition and irritability")
    if c.rng.random() < 0.3:
        out.append("fatigue")
    return out


def join_en(items):
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]

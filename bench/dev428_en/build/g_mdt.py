"""Genre: multidisciplinary cleft clinic summary."""
import dt
import ids
import clin
import common
from nb import P

GENRE = "mdt_clinic_summary"
CASE_ARGS = dict(min_days=300, max_days=365 * 17)

DISC = ["surgeon", "ortho", "slt", "cns", "psych", "audio", "dentist", "paed"]


def history(nb, c):
    rng = c.rng
    rows = []
    if c.dx[4]:
        rows.append((dt.add(c.dob, rng.randint(85, 120)), "Primary lip repair (" + rng.choice(clin.LIP_SURG).split(" repair")[0] + ")"))
    if c.dx[3]:
        rows.append((dt.add(c.dob, rng.randint(190, 380)), "Palate repair (" + rng.choice(clin.PAL_SURG) + ")"))
    if rng.random() < 0.4:
        rows.append((dt.add(c.dob, rng.randint(200, 900)), "Grommets R+L (" + rng.choice(clin.TUBES) + ")", "ent"))
    if c.years() >= 9 and c.dx[5]:
        rows.append((dt.add(c.dob, rng.randint(365 * 8, 365 * 10)), "Alveolar bone graft"))
    if c.years() >= 5 and rng.random() < 0.3:
        rows.append((dt.add(c.dob, rng.randint(365 * 4, 365 * 5)), rng.choice(clin.SECONDARY)))
    rows = [r if len(r) == 3 else (r[0], r[1], "surgeon") for r in rows if r[0] < c.enc]
    rows.sort()
    if not rows:
        nb.t("Surgical history: nil to date.\n")
        return
    nb.t("Surgical history:\n")
    for d, what, who in rows:
        nb.f("  {d}  {w} - ", d=c.d(d), w=what)
        nb.f("{t} {s}\n", t=c.st(who).title, s=c.staff_name(who, "last"))


def write(nb, c):
    rng = c.rng
    y = c.years()
    nb.t(c.sp(rng.choice(["CLEFT MULTIDISCIPLINARY CLINIC - SUMMARY\n", "Cleft MDT Clinic Outcome\n",
                          "JOINT CLEFT CLINIC SUMMARY\n"]), "CRANIOFACIAL TEAM CONFERENCE SUMMARY\n"))
    common.letterhead(nb, c, c.sp("Cleft Lip and Palate Service", "Cleft and Craniofacial Team"),
                      compact=rng.random() < 0.5)
    nb.f("Clinic date: {d}   Location: {h}", d=c.d(c.enc), h=P(rng.choice([c.centre, c.local_hosp]), "HOSPITAL"))
    if rng.random() < 0.5:
        nb.f(", {b}", b=P(__import__("orgs").building(rng), "LOCATION_OTHER"))
    nb.t("\n\n")
    common.pt_block(nb, c)
    nb.f("Seen with: {w}\n", w=rng.choice([["mum ", c.fam("mum", "full")], ["dad ", c.fam("dad", "full")],
                                           ["parents ", c.fam("mum"), " and ", c.fam("dad")],
                                           ["foster carer ", P(__import__("names").make_person(rng, c.country).full(), "FAMILY")]]))
    nb.t("\nTeam present:\n")
    present = ["surgeon", "cns"] + rng.sample(DISC[1:], rng.randint(2, 5))
    seen = set()
    for r in present:
        if r in seen:
            continue
        seen.add(r)
        s = c.st(r)
        nb.f("  {t} {n} - {role}\n", t=s.title, n=c.staff_name(r, "full"), role=s.role)
    nb.f("\nDiagnosis: {dx} (LAHSAL {l})", dx=c.dx[0], l=c.dx[2])
    if c.syndrome:
        nb.f("; {s}", s=c.syndrome)
    nb.t("\n")
    history(nb, c)
    nb.t("\nDISCIPLINE REVIEW\n")
    lip, pal, alv = c.dx[4], c.dx[3], c.dx[5]
    if "surgeon" in seen:
        opts = []
        if lip:
            opts += ["lip scar well healed, slight vermilion notch - no revision at present.",
                     "nasal asymmetry; definitive rhinoplasty deferred until skeletal maturity." if y >= 5 else
                     "lip scar still red and raised - massage and sun protection advised."]
        if pal:
            opts += ["small anterior fistula, asymptomatic - observe.", "palate intact, good length and movement."]
            if y >= 3:
                opts += ["VPI confirmed on nasendoscopy; offered " + rng.choice(clin.SECONDARY[:2]) + "."]
        if alv and 7 <= y < 12:
            opts += ["alveolar cleft - bone graft to be timed with orthodontics."]
        nb.t("Surgical: " + rng.choice(opts or ["no surgical issues."]) + "\n")
    if pal and ("slt" in seen or rng.random() < 0.5):
        nb.f("Speech ({s}): ", s=c.staff_name("slt", "il"))
        if y < 2:
            nb.t(rng.choice(["babbling with a range of oral consonants; parent advice given.",
                             "limited consonant range; early intervention group offered."]) + "\n")
        else:
            nb.t(rng.choice(["resonance WNL, no CSCs.", "mild hypernasality, audible nasal emission; therapy locally.",
                             "glottal stops on plosives; intensive block planned."] +
                            (["CAPS-A audit recording done today."] if 4 <= y <= 6 else [])) + "\n")
    if "ortho" in seen and y >= 4:
        nb.f("Orthodontic ({s}): ", s=c.staff_name("ortho", "il"))
        if y < 6:
            nb.t(rng.choice(["primary dentition, crossbite on cleft side; monitor.", "primary dentition, no intervention."]) + "\n")
        elif y < 12:
            nb.t(rng.choice(["mixed dentition; OPT and upper standard occlusal today.",
                             ("pre-graft expansion with " + rng.choice(["quad helix", "Hyrax rapid maxillary expander"]) + ".")
                             if alv else "mixed dentition, crowding upper arch; monitor.",
                             "Class III tendency; may need orthognathic assessment later."]) + "\n")
        else:
            nb.t(rng.choice(["permanent dentition, fixed appliances in progress.",
                             "Class III tendency; may need orthognathic assessment later.",
                             "treatment complete, in retention."]) + "\n")
        if rng.random() < 0.5:
            nb.f("  Radiographs: accession {a}\n", a=P(c.id("accession"), "IDNUM"))
    if "audio" in seen:
        nb.f("Hearing ({s}): tympanometry {t}; ", s=c.staff_name("audio", "il"), t=rng.choice(clin.AUDIO["tymp"]))
        nb.t(rng.choice(["thresholds normal.", "mild conductive loss bilaterally.", "hearing aids worn consistently."]) + "\n")
    if "psych" in seen:
        nb.f("Psychology ({s}): ", s=c.staff_name("psych", "il"))
        nb.t(rng.choice(["no concerns raised; routine screen.", "some teasing at school - follow-up appointment offered.",
                         "anxious about surgery; preparation session booked.",
                         rng.choice(clin.SCALES_PSY) + " completed - scores in normal range."]) + "\n")
    if "dentist" in seen:
        nb.t("Dental: " + rng.choice(["caries-free; fluoride varnish applied (Duraphat).",
                                       "dmft 3 - restorations under GA to be planned."] +
                                      (["hypoplastic UL2, supernumerary in cleft site."] if alv else [])) + "\n")
    if "cns" in seen:
        nb.f("Nursing ({s}): ", s=c.staff_name("cns", "il"))
        nb.t(rng.choice(["growth along 25th centile.", "family well supported.",
                         "travel grant form completed.", "school liaison letter requested."]) + "\n")
    if rng.random() < 0.45:
        nb.f("Medical photography / 3D stereophotogrammetry (3dMD) today - capture {b}.\n", b=P(c.id("3d"), "BIOID"))
    if rng.random() < 0.4:
        nb.t("Social: ")
        common.social(nb, c)
        nb.t("\n")
    nb.t("\nOUTCOME / PLAN\n")
    ops = (["lip revision"] if lip else []) + (["pharyngoplasty", "fistula repair"] if pal and y >= 3 else []) + \
        (["alveolar bone graft"] if alv and 7 <= y < 12 else [])
    plans = [
        ["Listed for ", rng.choice(ops or ["review under GA"]),
         " - provisional date ", c.d(dt.add(c.enc, rng.randint(40, 200))), "."],
        ["Speech therapy locally with ", c.staff_name("slt", "full"), " at ", P(c.community, "HOSPITAL"), "."]
        if pal and y >= 2 else ["Dental review with community dental service."],
        ["Audiology review at ", P(c.local_hosp, "HOSPITAL"), " in 6 months."],
        ["Orthodontic review ", P(dt.month_year(dt.add(c.enc, rng.randint(90, 300)), rng), "DATE"), "."],
        ["Psychology appointment ", c.dw(dt.add(c.enc, rng.randint(7, 40))), " with ",
         c.titled("psych", "last"), "."],
        ["Routine MDT review at age ", P(str(min([a for a in (5, 8, 10, 12, 15, 20) if a > y] or [20])), "AGE"),
         " (audit timepoint)."],
    ]
    for i, p in enumerate(rng.sample(plans, rng.randint(3, 5))):
        nb.t("%d. " % (i + 1))
        nb.emit(p)
        nb.t("\n")
    nb.f("Next MDT clinic: {d}\n", d=c.d(dt.add(c.enc, rng.choice([91, 182, 365, 730]))))
    common.signature(nb, c, rng.choice(["surgeon", "cns", "coord"]), style=rng.choice([0, 2, 4]))
    if rng.random() < 0.7:
        common.cc_block(nb, c, ["gp", "parents"] + rng.sample(["hv", "slt", "paed", "dentist", "school"], 2))

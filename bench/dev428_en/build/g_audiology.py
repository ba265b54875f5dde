"""Genre: audiology follow-up."""
import dt
import ids
import clin
import common
import names
from nb import P

GENRE = "audiology_followup"
CASE_ARGS = dict(min_days=150, max_days=365 * 13, palate=0.85)
FREQS = ["250", "500", "1k", "2k", "4k", "8k"]


def thresholds(rng, loss):
    base = {"normal": (5, 20), "mild": (25, 40), "moderate": (40, 60)}[loss]
    return [str(rng.randrange(base[0], base[1] + 1, 5)) for _ in FREQS]


def write(nb, c):
    rng = c.rng
    a = c.st("audio")
    y = c.years()
    nb.t(rng.choice(["AUDIOLOGY REVIEW - CLEFT PATHWAY\n", "Paediatric Audiology Follow-up\n".replace(
        "Paediatric", c.sp("Paediatric", "Pediatric")), "HEARING ASSESSMENT REPORT\n"]))
    nb.f("Department of Audiology, {h}\n", h=P(c.local_hosp if rng.random() < 0.6 else c.hosp, "HOSPITAL"))
    if rng.random() < 0.5:
        nb.f("Tel {t}  Fax {f}  {e}\n", t=c.phone(), f=c.fax(), e=P(ids.team_email(rng, "audiology.paeds"), "EMAIL"))
    nb.f("Date: {d}   Clinic room {r}\n", d=c.d(c.enc), r=P(str(rng.randint(1, 12)), "LOCATION_OTHER"))
    common.pt_block(nb, c, variant=rng.choice([0, 1, 2]))
    nb.f("Audiologist: {n}, {r}\n", n=c.staff_name("audio", "full"), r=a.role)
    nb.f("Attended with: {w}\n\n", w=rng.choice([["mother (", c.fam("mum"), ")"], ["father (", c.fam("dad"), ")"],
                                                 ["both parents"], ["grandmother (", c.fam("gran"), ")"]]))
    nb.t("HISTORY\n")
    nb.f("{dx}. Newborn hearing screen: {nhs}. ", dx=c.dx[0][0].upper() + c.dx[0][1:],
         nhs=rng.choice(["clear response both ears", "no clear response R - AABR referred", "bilateral refer, ABR normal"]))
    g = rng.random()
    if g < 0.5:
        gd = dt.workday(dt.add(c.enc, -rng.randint(60, max(61, min(700, (c.enc - c.dob).days - 150)))))
        nb.f("Grommets inserted {d} by {t} {s} ({tb}). ", d=c.d(gd),
             t=c.st("ent").title, s=c.staff_name("ent", "last"), tb=rng.choice(clin.TUBES))
    nb.t(rng.choice(["Parents report good hearing at home. ", "Nursery report he does not respond when called. ",
                     "Recurrent otorrhoea L treated with ciprofloxacin drops. ", "Snoring and mouth breathing. ",
                     "Speech clearer since aids fitted. "]))
    if y >= 3 and rng.random() < 0.4:
        nb.f(c.sp("Teacher of the Deaf", "Itinerant teacher of the deaf") + " {t} visits at {s}. ", t=P(names.make_person(rng, c.country, middle_p=0).full(), "FAMILY"),
             s=P(c.school, "ORGANIZATION"))
    nb.t("\n\nTESTS\n")
    nb.t("Otoscopy: " + rng.choice(["R grommet in situ and patent; L TM dull, retracted",
                                     "both TMs dull, no perforation", "wax L, partially obscuring view",
                                     "R grommet extruded, in canal - removed; L TM intact"]) + ".\n")
    nb.t("Tympanometry (226 Hz, Interacoustics Titan):\n")
    for ear in ("R", "L"):
        ty = rng.choice(clin.AUDIO["tymp"])
        nb.t("  %s: %s\n" % (ear, ty) if "ECV" in ty else "  %s: %s, ECV %.1f ml\n" % (ear, ty, rng.uniform(0.3, 1.4)))
    test = rng.choice(clin.AUDIO["tests"][:3]) if y >= 1 else "VRA (visual reinforcement audiometry)"
    nb.t("Method: %s, %s.\n" % (test, rng.choice(["insert earphones", "soundfield", "headphones (TDH-39)",
                                                  "bone conduction (B71) unmasked"])))
    loss = rng.choice(["normal", "normal", "mild", "mild", "moderate"])
    nb.t("Hz       " + "  ".join("%-4s" % f for f in FREQS) + "\n")
    for ear in ("R AC", "L AC"):
        nb.t("%-8s " % ear + "  ".join("%-4s" % v for v in thresholds(rng, loss)) + "\n")
    if rng.random() < 0.5:
        nb.t("BC (unmasked) 10-15 dB HL 500-4k.\n")
    nb.t("OAEs: " + rng.choice(["present bilaterally", "absent bilaterally (consistent with middle ear effusion)",
                                "present R, absent L"]) + ".\n")
    if y >= 3:
        nb.t("Speech: McCormick Toy Test 80% at 40 dBA.\n")
    nb.f("Result: {r}.\n", r={"normal": "hearing within normal limits", "mild": "mild bilateral conductive hearing loss",
                               "moderate": "moderate conductive hearing loss, likely persistent OME"}[loss])
    if loss != "normal" and rng.random() < 0.7:
        nb.t("\nAMPLIFICATION\n")
        if rng.random() < 0.6:
            model = rng.choice(clin.HEARING_AIDS)
            nb.f("{m} x2. Serial R {sr}, L {sl}. Fitted {d}.\n", m=model, sr=P(ids.serial(rng), "DEVICE"),
                 sl=P(ids.serial(rng), "DEVICE"), d=c.d(dt.add(c.enc, -rng.randint(30, 500))))
            nb.t("Verified to DSL v5 child targets (REM with Aurical); datalogging %d h/day.\n" % rng.randint(2, 12))
            nb.t("Earmoulds: " + rng.choice(["new impressions taken", "fit OK", "feedback - remake ordered"]) + ".\n")
        else:
            model = rng.choice(clin.BONE_AIDS)
            nb.f("{m}, processor serial {sn}; worn {h} h/day.\n", m=model, sn=P(ids.serial(rng), "DEVICE"),
                 h=str(rng.randint(3, 10)))
        if rng.random() < 0.5:
            nb.f("Remote-fit session logged from {ip}.\n", ip=P(ids.ip(rng), "IPADDR"))
    nb.t("\nPLAN\n")
    plans = [["Review in ", rng.choice(["3", "4", "6"]), " months (", c.d(dt.add(c.enc, rng.randint(90, 180))), ")."],
             ["Refer to ENT (", c.titled("ent", "last"), ") re: ", rng.choice(["grommets", "persistent otorrhoea", "hearing aids vs grommets discussion"]), "."],
             ["Letter to cleft team (", P(c.centre, "HOSPITAL"), ") and GP."],
             ["Glue ear leaflet given: ", P(ids.url(rng, "leaflet"), "URL")],
             ["Repair/batteries via drop-in clinic; contact ", c.phone_ext(), "."]]
    for i, p in enumerate(rng.sample(plans, rng.randint(2, 4))):
        nb.t("%d. " % (i + 1))
        nb.emit(p)
        nb.t("\n")
    common.signature(nb, c, "audio", style=rng.choice([0, 1, 2]))

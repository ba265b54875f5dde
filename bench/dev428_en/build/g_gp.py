"""Genre: letter to GP (or primary care pediatrician)."""
import dt
import ids
import clin
import common
from nb import P

GENRE = "letter_to_gp"
CASE_ARGS = dict(min_days=60, max_days=365 * 18)

CLINIC = {"surgeon": ["joint cleft", "surgical", "pre-operative", "post-operative", "cleft MDT"],
          "cns": ["nurse-led cleft", "post-operative wound", "pre-admission"],
          "paed": ["cleft paediatric", "growth and feeding"],
          "ent": ["cleft ENT", "joint ENT/audiology"]}


def history_lines(c, rng):
    y = c.years()
    lip, pal, alv = c.dx[4], c.dx[3], c.dx[5]
    hist, exam = [], []
    if pal and y < 3:
        hist.append("Since the palate repair feeding has been straightforward and weight is tracking the 25th centile. ")
        hist.append("Parents report nasal regurgitation of fluids, which suggests a small fistula. ")
    if pal and 3 <= y < 12:
        hist.append("Speech has been assessed by our SLT team and there is evidence of velopharyngeal insufficiency. ")
        hist.append("There have been two episodes of otitis media treated with amoxicillin since the last visit. ")
    if lip:
        hist.append("The lip scar has matured well, with a slight step at the vermilion which we will leave for now. ")
        exam.append("On examination there is mild columellar shortening and alar flare on the cleft side. ")
    if alv and 7 <= y < 13:
        hist.append("Dentally the canine on the cleft side is starting to erupt, so bone grafting is now being planned. ")
    if y >= 13:
        hist.append("There is increasing concern about the appearance of the midface and the bite. ")
        exam.append("There is a reverse overjet with maxillary retrusion. ")
    if pal:
        exam.append("On examination the palate is intact with good movement. ")
        exam.append("On examination there is a 2 mm anterior fistula at the junction of hard and soft palate. ")
        exam.append("Tonsils are grade 3 and there is audible snoring during the consultation. ")
    hist.append("Parents have no particular concerns today. ")
    exam.append("Growth: weight %d kg (%s centile). " % (max(4, int(3.5 + y * 3.2 + rng.uniform(-1, 3))),
                                                      rng.choice(["9th", "25th", "50th", "75th"])))
    return rng.choice(hist), rng.choice(exam)


def write(nb, c):
    rng = c.rng
    author = rng.choice(["surgeon", "surgeon", "surgeon", "cns", "ent", "paed"])
    gp = c.st("gp")
    common.letterhead(nb, c, c.sp("Cleft Lip and Palate Service", "Cleft and Craniofacial Center"))
    typed = dt.workday(dt.add(c.enc, rng.randint(1, 12)))
    nb.f("\nClinic date: {d}\nDate typed: {t}\n\n", d=c.d(c.enc), t=c.d(typed))
    nb.f("{t} {g}\n{pr}\n", t=gp.title, g=c.staff_name("gp", "full"), pr=P(c.practice, "HOSPITAL"))
    nb.emit(c.addr(c.practice_place, sep="\n"))
    nb.t("\n\n")
    nb.f("Dear {t} {g},\n\n", t=gp.title, g=c.staff_name("gp", "last"))
    nb.f("Re: {n}   DOB: {dob}\n", n=c.pt_name(rng.choice(["full", "mid", "lf"])), dob=c.dob_p())
    nb.emit(c.addr(c.home))
    nb.f("\n{hl}: {hno}   {ml}: {mrn}\n\n", hl=c.hlabel(), hno=P(c.id("hno"), "HEALTHPLAN"), ml=c.mrn_label(),
         mrn=P(c.id("mrn"), "MRN"))
    nb.f("Diagnosis: {dx}", dx=c.dx[0])
    if c.syndrome:
        nb.f("; {s}", s=c.syndrome)
    nb.t("\n")
    y = c.years()
    probs = ["nasal obstruction", "faltering growth"] if y < 3 else ["dental crowding", "snoring ?OSA"]
    if c.dx[3]:
        probs += ["VPI", "persistent OME", "palatal fistula"] if y >= 3 else ["reflux", "feeding difficulty", "persistent OME"]
    if rng.random() < 0.6:
        nb.t("Problems: " + "; ".join(rng.sample(probs, 2)) + "\n")
    nb.t("Plan:\n")
    plan = rng.sample([
        ["Listed for surgery - admission ", c.d(dt.workday(dt.add(c.enc, rng.randint(30, 150))))],
        ["Review in clinic in ", rng.choice(["3", "6", "12"]), " months"],
        ["Refer to audiology at ", P(c.local_hosp, "HOSPITAL")],
        ["Speech therapy via ", P(c.community, "HOSPITAL")],
        ["Please prescribe " + c.sp("paracetamol", "acetaminophen") + " and ibuprofen for the post-operative period"],
        ["No GP action required"],
        ["Sleep study (oximetry) - will be sent out by the sleep lab"],
    ], rng.randint(2, 4))
    for p in plan:
        nb.t("  - ")
        nb.emit(p)
        nb.t("\n")
    nb.t("\n")
    nb.f("I reviewed {n} today in the {cl} clinic, accompanied by ", n=c.pt_name("first"),
         cl=rng.choice(CLINIC[author]))
    nb.emit(rng.choice([[c.sp("mum ", "mom "), c.fam("mum")], ["dad ", c.fam("dad")], ["both parents"],
                        ["grandmother ", c.fam("gran", "full")]]))
    nb.f(". {he} is now ", he="He" if c.pt.sex == "M" else "She")
    nb.emit(c.age_frag())
    nb.t(". ")
    h, e = history_lines(c, rng)
    nb.t(h + e + "\n\n")
    nb.t(rng.choice([
        "We discussed the options in detail and the family would like to proceed. I have explained the risks "
        "including bleeding, infection, wound breakdown, fistula, and the possible need for further surgery. ",
        "I have explained that most of these issues improve with time and that we will keep a close eye on things. ",
        "I will discuss the findings at our next MDT and write again with a definitive plan. "]))
    if rng.random() < 0.5 and author != "cns":
        nb.f("Mum ({m}) can contact our cleft nurse specialist, {n}, on {tel} with any questions. ",
             m=c.fam("mum"), n=c.staff_name("cns", "full"), tel=c.phone_ext())
    elif author == "cns":
        nb.f("The family have my direct number ({tel}) if any concerns. ", tel=c.phone_ext())
    if rng.random() < 0.3:
        nb.f("The family are planning to travel to {co} over {h}; ", co=P(c.origin_country, "COUNTRY"),
             h=c.holiday())
        nb.t("I have timed surgery to avoid this.")
    nb.t("\n")
    if rng.random() < 0.5:
        nb.t("\nCurrent medications:\n")
        for dname, dose, route, freq, note in clin.home_drugs(c.country, y, rng, rng.randint(1, 3)):
            nb.t("  %s %s %s %s%s\n" % (dname, dose, route, freq, (" (" + note + ")") if note else ""))
    if rng.random() < 0.3:
        nb.f("\nThe family can view this letter on the patient portal: {u}\n", u=P(ids.url(rng, "portal"), "URL"))
    common.signature(nb, c, author, style=3)
    common.typist_line(nb, c, author, when=typed)
    common.cc_block(nb, c, ["parents"] + rng.sample(["hv", "slt", "audio", "cns", "file", "ortho"], rng.randint(1, 2)))

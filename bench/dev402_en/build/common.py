"""Blocks shared by several genres: demographics, letterheads, signatures,
age phrases, audit lines. All PHI goes through Doc.p / Doc.seq."""
import ids
from ids import pick, dg

ROLE = {"cons": "Consultant Respiratory Physician", "reg": "Specialty Registrar, Respiratory Medicine",
        "gp": "General Practitioner", "cns": "Respiratory Clinical Nurse Specialist",
        "physio": "Specialist Respiratory Physiotherapist", "pharm": "Specialist Pharmacist (Respiratory)",
        "rad": "Consultant Radiologist", "micro": "Clinical Scientist, Microbiology"}
ROLE_US = {"cons": "Attending Physician, Pulmonary Medicine", "reg": "Pulmonary Fellow",
           "gp": "Primary Care Physician", "cns": "Pulmonary Nurse Navigator", "physio": "Respiratory Therapist",
           "pharm": "Clinical Pharmacist", "rad": "Attending Radiologist", "micro": "Clinical Microbiologist"}


def role(c, key):
    if c.cc == "US":
        return ROLE_US[key]
    if c.cc == "AU" and key == "reg":
        return "Advanced Trainee, Respiratory and Sleep Medicine"
    if c.cc == "CA" and key == "reg":
        return "Respirology Fellow"
    if c.cc == "CA" and key == "cons":
        return pick(c.rng, ["Respirologist", "Staff Respirologist"])
    if c.cc in ("AU", "NZ") and key == "cons":
        return pick(c.rng, ["Respiratory Physician", "Consultant Respiratory Physician"])
    return ROLE[key]


def who(c, key):
    return getattr(c, key)


def age_parts(c, style=None):
    a = str(c.age)
    rng = c.rng
    style = style or pick(rng, ["yo", "yearold", "yearold", "y", "aged", "sex"])
    sx = c.pt.sex
    if style == "yearold":
        return [(a, "AGE"), ("-year-old", None)]
    if style == "yo":
        return [(a, "AGE"), (pick(rng, [" yo", "yo", " y/o", " yr old"]), None)]
    if style == "y":
        return [(a, "AGE"), (pick(rng, ["y", " yrs", " years"]), None)]
    if style == "aged":
        return [("aged ", None), (a, "AGE")]
    return [(a, "AGE"), (sx if rng.random() < 0.5 else " " + sx, None)]


def job_parts(j):
    """'retired' stays outside the PROFESSION span (guideline: retired [teacher])."""
    if j.startswith("retired "):
        return [("retired ", None), (j[8:], "PROFESSION")]
    return [(j, "PROFESSION")]


def art(w):
    return "an" if w[:1].lower() in "aeiou" else "a"


def sex_word(c):
    return "woman" if c.pt.sex == "F" else "man"


def he(c, cap=False):
    s = "she" if c.pt.sex == "F" else "he"
    return s.capitalize() if cap else s


def his(c, cap=False):
    s = "her" if c.pt.sex == "F" else "his"
    return s.capitalize() if cap else s


def him(c):
    return "her" if c.pt.sex == "F" else "him"


def demo_block(d, c, compact=False):
    """Header block with patient identifiers."""
    rng = c.rng
    ns = pick(rng, ["LAST", "Last", "full", "titlefull"])
    if compact:
        d.f("Patient: {n}   DOB: {DATE:dob}   {hl}: {HEALTHPLAN:hn}\n",
            n=c.pname(ns), dob=c.d(c.dob), hl=c.hn_label, hn=c.hn)
        return
    d.f("Name: {n}\nDOB: {DATE:dob} ({AGE:age}y)   Sex: {sx}\n", n=c.pname(ns), dob=c.d(c.dob),
        age=str(c.age), sx=pick(rng, ["F", "Female"]) if c.pt.sex == "F" else pick(rng, ["M", "Male"]))
    mlab = {"GB": pick(rng, ["Hospital No", "Hosp No", "MRN", "Unit No"]), "IE": pick(rng, ["MRN", "Hospital No", "Chart No"]),
            "AU": pick(rng, ["UR", "URN", "MRN"]), "NZ": pick(rng, ["Hospital No", "PRN"]),
            "CA": pick(rng, ["MRN", "Chart #"]), "US": pick(rng, ["MRN", "Med Rec #"])}[c.cc]
    d.f("{ml}: {MRN:mrn}   {hl}: {HEALTHPLAN:hn}\n", ml=mlab, mrn=c.mrn, hl=c.hn_label, hn=c.hn)
    if c.ssn and rng.random() < 0.45:
        d.f("{sl}: {SSN:s}\n", sl=c.ssn[0], s=c.ssn[1])
    if c.cc == "US" and rng.random() < 0.6:
        d.f("Insurance: {ORGANIZATION:ins}  Group: {HEALTHPLAN:grp}\n", ins=c.insurer, grp=c.group)
    if rng.random() < 0.8:
        d.f("Address: {a}\n", a=c.addr())
    if rng.random() < 0.7:
        d.f("{tl}: {PHONE:tel}", tl=pick(rng, ["Tel", "Phone", "Home"]), tel=c.tel)
        if rng.random() < 0.6:
            d.f("   Mobile: {PHONE:mob}", mob=c.mob)
        d.t("\n")


def letterhead(d, c, dept=None):
    rng = c.rng
    dept = dept or pick(rng, ["Department of Respiratory Medicine", "Bronchiectasis Service",
                              "Adult Bronchiectasis Clinic", "Respiratory Medicine Directorate",
                              "Chest Clinic", "Airways Disease Service"])
    if c.cc in ("US",):
        dept = pick(rng, ["Division of Pulmonary and Critical Care Medicine", "Bronchiectasis and NTM Program",
                          "Pulmonary Clinic"])
    d.f("{HOSPITAL:h}\n{dept}\n{a}\nTel: {PHONE:tel}   Fax: {FAX:fax}\n",
        h=c.hosp, dept=dept, a=c.addr(c.hosp_place, country=rng.random() < 0.2), tel=c.hosp_tel, fax=c.hosp_fax)
    if rng.random() < 0.5:
        d.f("Email: {EMAIL:em}\n", em=c.dept_email)


def sign(d, c, key, with_lic=True, style=None):
    p = who(c, key)
    rng = c.rng
    if key in ("cns", "physio", "pharm", "micro"):
        d.f("{n}\n{r}\n", n=c.cname(p, style or pick(rng, ["full", "full"])), r=role(c, key))
    else:
        d.f("{n}\n{r}\n", n=c.cname(p, style or pick(rng, ["drfull", "drfull", "full"])), r=role(c, key))
    if with_lic:
        d.f("{l}\n", l=c.lic_parts(key))


def typist(d, c):
    rng = c.rng
    a = c.cons.inits().upper()
    b = c.sec.inits().lower() if rng.random() < 0.7 else c.sec.inits()
    k = rng.randrange(3)
    if k == 0:
        d.f("{DOCTOR:a}/{DOCTOR:b}\n", a=a, b=b)
    elif k == 1:
        d.f("Dictated: {DATE:d1}   Typed: {DATE:d2} ({DOCTOR:b})\n", d1=c.d(c.date0), d2=c.d(c.after(1, 6)), b=b)
    else:
        d.f("Typed by {DOCTOR:s}, medical secretary\n", s=c.sec.full())


def audit(d, c, key, what="Electronically signed"):
    rng = c.rng
    p = who(c, key)
    d.f("{w} by {DOCTOR:n} (user: {USERNAME:u}) on {DATE:dt} {tm}\n", w=what, n=p.full(),
        u=c.username(p), dt=c.d(c.after(0, 3)), tm="%02d:%02d" % (7 + rng.randrange(12), rng.randrange(60)))


def gp_parts(c):
    return [("Dr ", None), (pick(c.rng, [c.gp.full(), c.gp.last, "%s %s" % (c.gp.first[0], c.gp.last)]), "DOCTOR")]


def gp_addr_block(d, c):
    d.f("{g}\n{HOSPITAL:pr}\n{a}\n", g=gp_parts(c), pr=c.practice, a=c.addr(c.prac_place, style="multi"))


def social(d, c, full=True):
    """Social history sentence(s): occupation, employer, family."""
    rng = c.rng
    k = rng.randrange(5)
    if c.job.startswith("retired"):
        k = pick(rng, [2, 3])
    j = c.job.replace("retired ", "")
    if k == 0:
        d.f("{He} works as {a} {PROFESSION:job} at {ORGANIZATION:emp}.", He=he(c, True), a=art(j), job=j, emp=c.employer)
    elif k == 1:
        d.f("Occupation: {PROFESSION:job} ({ORGANIZATION:emp}).", job=j, emp=c.employer)
    elif k == 2:
        d.f("Previously {a} {PROFESSION:job}; now retired.", a=art(j), job=j)
    elif k == 3:
        d.f("{He} is {a} {job}.", He=he(c, True), a=art(c.job), job=job_parts(c.job))
    else:
        d.f("Works as {a} {PROFESSION:job}, employed by {ORGANIZATION:emp}.", a=art(j), job=j, emp=c.employer)
    if full:
        sm = pick(rng, [" Never smoker.", " Ex-smoker, 12 pack-years, stopped in {DATE:yr}.", " Never smoked; no vaping.",
                        " Lifelong non-smoker.", " Current smoker 5/day - cessation advice given."])
        d.f(sm, yr=c.d(c.before(800, 9000), "year"))
        d.f(" Lives with {his} {rel} {FAMILY:k}", his=his(c), rel=c.kin_rel, k=c.kin.full() if rng.random() < 0.5 else c.kin.first)
        if rng.random() < 0.5:
            d.f(", {a} {kj}", a=art(c.kin_job), kj=job_parts(c.kin_job))
        d.t(".")
        if rng.random() < 0.3:
            d.t(pick(rng, [" Keeps pigeons.", " Has a dog; no birds at home.", " Enjoys hill walking and gardening.",
                           " Swims twice a week.", " Sings in a choir.", " Plays lawn bowls."]))

"""Shared note blocks for dev246_en: headers, identity blocks, signatures, social history."""
import phi as H
import clin as K
import pools_names as PN


JOBS = {"MD": ["physician", "street medicine physician", "attending"], "DO": ["physician", "attending"],
        "NP": ["nurse practitioner"], "FNP-C": ["nurse practitioner"], "PA-C": ["physician assistant"],
        "RN": ["outreach RN", "street medicine RN", "shelter nurse"], "BSN, RN": ["outreach RN", "clinic RN"],
        "LPN": ["clinic nurse"], "RPN": ["outreach nurse"], "RN(EC)": ["nurse practitioner"],
        "MBChB": ["GP", "inclusion health GP"], "MRCGP": ["GP"], "GP": ["GP"], "SpR": ["registrar"], "FY2": ["FY2 doctor"],
        "RGN": ["outreach nurse", "practice nurse"], "RMN": ["mental health nurse"], "CPN": ["community psychiatric nurse"],
        "ANP": ["advanced nurse practitioner"], "PMHNP": ["psychiatric NP"], "LCSW": ["social worker"], "MSW": ["social worker"],
        "SW": ["social worker"], "EMT": ["EMT"], "paramedic": ["community paramedic"], "OT": ["occupational therapist"],
        "CHW": ["community health worker", "outreach worker"], "LPC": ["counsellor", "MH clinician"], "CADC": ["addictions counsellor"],
        "peer specialist": ["peer support worker", "peer navigator"], "HCA": ["healthcare assistant"],
        "support worker": ["support worker", "outreach worker"], "Band 6 RN": ["outreach nurse"]}


def fix_jobs(c):
    for s in c.staff:
        if c.country == "US" and s.cred in ("RPN", "RN(EC)"):
            s.cred = c.pk(["RN", "NP"])
        if s.cred in JOBS:
            s.job = c.pk(JOBS[s.cred])


DOC_CREDS = {"US": ["MD", "DO"], "CA": ["MD"], "UK": ["MBChB", "MRCGP", "GP", "SpR"]}


def make_doc(c, s, job=None):
    s.cred = c.pk(DOC_CREDS[c.country])
    s.job = job or c.pk(JOBS.get(s.cred, ["physician"]))


def sexword(c, p=None):
    p = p or c.pt
    return c.pk(["M", "male", "man"]) if p.sex == "M" else c.pk(["F", "female", "woman"])


def intro(c):
    """'54 yo M' / 'Mr Smith is a 54-year-old man' style opener (pieces)."""
    p = c.pt
    k = c.ri(0, 5)
    if k == 0:
        return [H.age(c, style="yo"), " " + ("M" if p.sex == "M" else "F")]
    if k == 1:
        return [H.pt(c, "title"), " is a ", H.age(c, style="yearold"), " " + ("man" if p.sex == "M" else "woman")]
    if k == 2:
        return [H.age(c, style=c.pk(["sexletter", "sexletter_sp"]))]
    if k == 3:
        return [H.pt(c, "full"), ", ", H.age(c, style=c.pk(["yo", "y/o", "yo_nospace"])), " " + sexword(c)]
    if k == 4:
        return [H.pt(c, "given"), " (", H.age_n(p.age), p.sex, ")"]
    return ["Pt is a ", H.age(c, style="yearold"), " " + sexword(c)]


def fam_person(c, rel=None, sex=None):
    rel = rel or c.pk(PN.RELS)
    if rel in ("sister", "mother", "daughter", "aunt", "grandmother", "niece", "ex-wife", "girlfriend", "foster mother"):
        sex = "F"
    elif rel in ("brother", "father", "son", "uncle", "nephew", "ex-husband", "boyfriend", "stepfather"):
        sex = "M"
    f = c.person("FAMILY", sex)
    f.rel = rel
    return f


def id_block(c, fields=None, sep=": ", nl="\n"):
    """Client identity block; fields chosen from a menu."""
    p = c.pt
    if fields is None:
        fields = ["name", "dob"] + [x for x in ["age", "mrn", "hmis", "phone", "plan", "gender"] if c.ch(0.5)]
    out = []
    for f in fields:
        if f == "name":
            out += [c.pk(["Client", "Name", "Patient", "Pt name", "CLIENT"]), sep, H.pt_head(c), nl]
        elif f == "dob":
            out += [c.pk(["DOB", "D.O.B.", "Date of birth", "DOB"]), sep, H.dt_full(c, p.dob)]
            if c.ch(0.4):
                out += [" (", H.age_n(p.age), c.pk([" y", "y", " yrs", ""]), ")"]
            out += [nl]
        elif f == "age":
            out += ["Age", sep, H.age_n(p.age), nl]
        elif f == "gender":
            out += [c.pk(["Gender", "Sex"]), sep, c.pk(["M", "Male", "cis male", "trans male"] if p.sex == "M" else ["F", "Female", "cis female", "trans female"]), nl]
        elif f == "mrn":
            out += [c.pk(["MRN", "MR#", "Chart #", "Hosp no", "Record No."]), sep, H.mrn(c), nl]
        elif f == "hmis":
            lab = {"US": ["HMIS ID", "HMIS#", "CE ID", "Client ID"], "CA": ["HIFIS ID", "Client ID", "HIFIS #"],
                   "UK": ["CHAIN ID", "CHAIN no.", "Client ref"]}[c.country]
            out += [c.pk(lab), sep, H.hmis(c), nl]
        elif f == "phone":
            out += [c.pk(["Phone", "Cell", "Mobile", "Tel", "Contact #"]), sep, H.cell(c) if c.ch(0.5) else H.phone(c, False), nl]
        elif f == "plan":
            lab = {"US": ["Medicaid ID", "Insurance ID", "Member ID", "Medicare MBI", "OHP ID"],
                   "CA": ["Health card", "PHN", "Health card #", "HCN"], "UK": ["NHS no", "NHS number", "NHS No."]}[c.country]
            out += [c.pk(lab), sep, H.healthplan(c), nl]
    return out


def sig(c, s=None, when=True):
    s = s or c.staff[0]
    k = c.ri(0, 7)
    out = []
    if k == 0:
        out += ["Electronically signed by ", H.dr(c, s, "full_cred")]
        if when:
            out += [" on ", H.dt_full(c, c.date), " at ", K.tm(c)]
    elif k == 1:
        out += ["-- ", H.dr(c, s)]
    elif k == 2:
        out += ["Signed: ", H.dr(c, s)]
        if c.ch(0.5):
            out += [" (", c.pk(["NPI ", "Lic ", "Reg ", ""]) if c.country != "UK" else "", H.npi(c), ")"]
    elif k == 3:
        out += [H.dr(c, s, "full"), " / ", s.job]
        if when:
            out += [" / ", H.dt_full(c, c.date)]
    elif k == 4:
        out += ["/", H.dr(c, s, "inits")]
    elif k == 5:
        out += ["Entered by: ", H.username(c, s), " (", H.dr(c, s, c.pk(["full", "caps"])), ")"]
        if c.ch(0.5):
            out += [" from ", H.ip(c)]
    elif k == 6:
        out += [H.dr(c, s, "init_cred")]
        if c.ch(0.5):
            out += [" | ", H.phone(c)]
    else:
        t = c.staff[3]
        out += ["D: ", H.dt_short(c, c.date), " T: ", H.dt_short(c, c.days(c.ri(0, 1))), "  ", ("DOCTOR", s.given[0] + s.sur[0]), "/",
                ("DOCTOR", (t.given[0] + t.sur[0]).lower())]
    out += ["\n"]
    return out


def social(c, k=None):
    """A few social-history sentences, each carrying PHI or a look-alike."""
    k = k or c.ri(2, 4)
    menu = list(range(12))
    c.rng.shuffle(menu)
    out = []
    for m in menu[:k]:
        if m == 0:
            out += [c.pk(["Previously worked as a ", "Former ", "Used to work as a ", "Worked for years as a ", "Trained as a "]),
                    H.profession(c)]
            tail = c.pk([".", " until back injury.", " before losing housing.", " (last worked "])
            out += [tail]
            if tail == " (last worked ":
                out += [H.dt_partial(c, c.days(-c.ri(400, 4000))), ")."]
        elif m == 1:
            out += ["Born in ", H.country_p(c), c.pk([", came to ", ", moved to "]), H.city(c), " in ",
                    H.dt(c, c.days(-c.ri(800, 9000)), "y"), "."]
        elif m == 2:
            f = fam_person(c)
            out += [c.pk(["Has a ", "Estranged from ", "Keeps in touch with ", "Closest support is "]), f.rel, " ",
                    H.fam(c, f), c.pk([" in ", " who lives in "]), H.city(c), "."]
        elif m == 3:
            out += ["Homeless since ", H.dt_partial(c, c.days(-c.ri(60, 3000))), c.pk([" after eviction", " after relationship breakdown",
                    " after release from prison", " after job loss", ""]), "."]
        elif m == 4:
            out += ["Was employed at ", H.employer(c), c.pk([" until ", " until about "]), H.dt_partial(c, c.days(-c.ri(200, 3000))), "."]
        elif m == 5:
            out += [c.pk(["Usually sleeps ", "Stays ", "Sleeping rough "]), c.pk(["near ", "under ", "behind ", "at "]), H.landmark(c),
                    c.pk([" most nights.", ".", ", sometimes in the doorway of a church."])]
        elif m == 6:
            out += [K.cap(K.subst(c)), "."]
        elif m == 7:
            out += ["Mail goes to ", H.shelter(c), c.pk([", ", " at "]), H.street(c, False), "."]
        elif m == 8:
            out += ["Last stable housing ", H.dt_partial(c, c.days(-c.ri(300, 5000))), " in ", H.city(c), "."]
        elif m == 9:
            f = fam_person(c, c.pk(["mother", "father", "sister", "brother"]))
            out += [his(c, True), " ", f.rel, " was a ", H.profession(c), "; ", c.pk(["no contact for years.", "died " ]) ]
            if out[-1] == "died ":
                out += [H.dt(c, c.days(-c.ri(300, 6000)), "y"), " aged ", H.age_n(c.ri(48, 90)), "."]
        elif m == 10:
            out += ["Reports ", c.pk(["a dog", "no pets", "two cats left with a friend"]), "; ", c.pk(["no children.", "has 2 children in care.",
                    "one adult son, no contact.", "daughter aged "])]
            if out[-1].endswith("aged "):
                out += [H.age_n(c.ri(8, 30)), " lives with grandparents."]
        else:
            out += ["Left school at ", H.age_n(c.ri(14, 17)), "; ", c.pk(["time in foster care.", "grew up in care.", "GED obtained.",
                    "some college."])]
        out += [" "]
    return out


def his(c, cap=False):
    return H.his(c, cap)


def followup(c, s=None):
    s = s or c.staff[c.ri(0, 3)]
    k = c.ri(0, 4)
    d = c.days(c.ri(1, 21))
    if k == 0:
        return ["F/u ", H.dt_short(c, d), " at ", H.clinic(c), c.pk([" with ", " - "]), H.dr(c, s), ".\n"]
    if k == 1:
        return ["Plan to re-find pt ", H.dt(c, d, "weekday"), " ", c.pk(["am", "pm", "evening"]), c.pk([" near ", " at "]),
                H.landmark(c), ".\n"]
    if k == 2:
        return ["Next visit: ", H.dt_full(c, d), " ", K.tm(c, 8, 17), ", ", H.shelter(c), ".\n"]
    if k == 3:
        return ["RTC ", K.dur(c), c.pk([" or sooner PRN", "", " / PRN"]), ". Call ", H.phone(c), c.pk([" if worse.", " with questions."]), "\n"]
    return ["Appt booked ", H.dt(c, d), " with ", H.dr(c, s, c.pk(["full", "dr", "given"])), " (", s.job, ").\n"]


def staff_line(c, n=2):
    out = []
    for i in range(n):
        s = c.staff[i]
        if i:
            out += [c.pk([", ", "; ", " + "])]
        sty = c.pk(["full_cred", "full", "init_cred", "given_cred", "full"])
        out += [H.dr(c, s, sty)]
        if sty == "full" and c.ch(0.6):
            out += [" (" + s.job + ")"]
    return out


def loc_phrase(c):
    k = c.ri(0, 5)
    if k == 0:
        return [c.pk(["under the ", "near the ", "by the ", "behind "]), H.landmark(c)]
    if k == 1:
        return [c.pk(["corner of ", "at ", "near "]), H.cross(c)]
    if k == 2:
        return ["tent encampment ", c.pk(["off ", "along ", "near "]), H.street(c, False)]
    if k == 3:
        return ["doorway outside ", H.street(c, False), c.pk(["", " (" + c.pk(["closed bank", "vacant shop", "church"]) + ")"])]
    if k == 4:
        return [c.pk(["in ", "around "]), H.hood(c), ", ", c.pk(["by the ", "near "]), H.landmark(c)]
    return ["vehicle parked on ", H.street(c, False), " (", c.pk(["sleeping in car", "lives in van", "RV"]), ", plate ", H.plate(c), ")"]


def pt_sentence(c):
    """A sentence naming the patient in passing (possessives keep 's outside the span)."""
    k = c.ri(0, 11)
    r = H.pt_short(c)
    if k == 0:
        return ["Plan discussed with ", r, ", who agrees.\n"]
    if k == 1:
        return [r, "'s ", c.pk(["backpack", "phone", "meds", "ID", "sleeping bag"]), " ", c.pk(["was stolen ", "went missing "]), K.rel_time(c), ".\n"]
    if k == 2:
        return ["Per shelter staff, ", r, " has been ", c.pk(["sleeping most of the day", "eating well", "missing curfew", "more withdrawn"]), ".\n"]
    if k == 3:
        return [r, " consented to ", c.pk(["photos", "info sharing with housing team", "HCV testing", "release of information"]), ".\n"]
    if k == 4:
        return ["Please ensure ", r, " ", c.pk(["attends follow-up", "takes AM meds", "keeps dressing dry", "has a lower bunk"]), ".\n"]
    if k == 5:
        return [r, c.pk([" asked about ", " wants to talk about ", " worried about "]), c.pk(["housing", "getting a phone", "the dog", "court",
                                                                                           "seeing kids"]), ".\n"]
    if k == 6:
        return ["Spoke with ", r, c.pk([" again at ", " later at "]), K.tm(c), c.pk([", no change.", ", feeling better.", ", declined."]), "\n"]
    if k == 7:
        return [H.pt(c, c.pk(["full", "given"])), c.pk([" prefers to be called ", " goes by "]),
                H.pt(c, "nick") if c.pt.nick else H.pt(c, "given"), ".\n"]
    if k == 8:
        return ["Known to ", H.dr(c, c.staff[3], "full"), " from previous contacts; ", r, c.pk([" trusts her.", " trusts him.", " engages well."]), "\n"]
    if k == 9:
        return ["Reminded ", r, " about ", c.pk(["the clinic on ", "the housing interview on ", "the court date on "]), H.dt_short(c, c.days(c.ri(2, 12))), ".\n"]
    if k == 10:
        return [r, " ", c.pk(["was tearful", "laughed a lot", "was irritable", "was calm"]), c.pk([" during visit.", " today."]), "\n"]
    return ["Will update ", H.pt(c, c.pk(["given", "title"])), "'s ", c.pk(["keyworker", "case manager", "housing worker"]), " ",
            H.dr(c, c.staff[2], "full"), ".\n"]

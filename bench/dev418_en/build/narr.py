"""Reusable narrative snippets (piece lists) for dev418_en genres."""
import blocks as B
from core import art
import orgs
import pools_clin as PC
import pools_people as PP

HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "Easter"],
            "CA": ["Christmas", "Thanksgiving", "Canada Day", "Easter"],
            "UK": ["Christmas", "Easter", "Boxing Day", "Bonfire Night", "New Year"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "New Year"],
            "AU": ["Christmas", "Australia Day", "Easter", "Anzac Day"],
            "NZ": ["Christmas", "Waitangi Day", "Easter", "Matariki"]}


def hol(x):
    h = x.ch(HOLIDAYS[x.c])
    if h.startswith("the "):
        return ["the ", ("DATE", h[4:])]
    return [("DATE", h)]


def onset(x, visit):
    """pieces: when symptoms began (a date, holiday or a plain duration)."""
    k = x.r.randint(0, 5)
    if k == 0:
        return ["since ", ("DATE", x.d(x.shift(visit, -x.r.randint(60, 900)), x.ch(["my", "mys"])))]
    if k == 1:
        return ["since ", hol(x)]
    if k == 2:
        return ["since ", ("DATE", x.d(x.shift(visit, -x.r.randint(400, 3000)), "y"))]
    if k == 3:
        return ["for about %d years" % x.r.randint(2, 12)]
    if k == 4:
        return ["over the last %d months" % x.r.randint(3, 18)]
    return ["after a cold around ", hol(x)]


COMPLAINTS = {
    "normal": "reports difficulty following conversation in background noise; partner feels TV volume is 'fine'",
    "presby": "gradual bilateral hearing loss, worse in restaurants and groups; TV volume raised; mishears high voices",
    "noise": "difficulty in noise and constant high-pitched bilateral tinnitus",
    "conductive": "blocked sensation and muffled hearing on one side, some otorrhoea in the past",
    "mixed": "long-standing hearing loss with previous ear surgery; recurrent discharge",
    "asym": "one-sided hearing loss with unilateral tinnitus; no vertigo",
    "profound": "very limited benefit from current hearing aids, relies heavily on lip-reading",
    "cookie": "difficulty on the telephone; family history of hearing loss",
    "reverse": "episodic roaring tinnitus, aural fullness and rotatory vertigo lasting hours",
}


def complaint(x, th, visit, lead=True):
    c = x.ty(COMPLAINTS[th["prof"]])
    if lead:
        pre = x.ch(["C/O ", "Presents with ", "Reports ", ""])
        if not pre:
            c = c[0].upper() + c[1:]
        return [pre + c, " "] + onset(x, visit) + [". "]
    return [c, " "] + onset(x, visit) + [". "]


def noise_hx(x, pt, visit, noisy=True):
    age = getattr(pt, "age", 40)
    if age < 17:
        return ["Attends school; ", x.ch(["no noisy hobbies.", "plays in the school band.", "uses earbuds daily."]), " "]
    job, cat = x.job(noisy)
    emp = orgs.employer(x, cat)
    if age >= 67:
        k = 2
    else:
        k = x.r.randint(0, 3) if emp else x.ch([2, 3, 4])
    if k == 0:
        y0 = max(pt.dob.year + 17, visit.year - x.r.randint(5, 35))
        out = ["Occupation: ", ("PROFESSION", job), " at ", ("ORGANIZATION", emp), " since ", ("DATE", str(y0)),
               ". Hearing protection '%s'. " % x.ch(["sometimes", "rarely", "always in later years", "never"])]
    elif k == 1:
        out = ["Works as %s " % art(job), ("PROFESSION", job), " (", ("ORGANIZATION", emp), "), ",
               x.ch(["~%d h/week" % x.r.randint(20, 50), "shift work", "full-time"]), "; ",
               x.ch(["uses foam plugs", "no HPD", "earmuffs provided but not worn"]), ". "]
    elif k == 2:
        out = ["Retired ", ("PROFESSION", x.ch(PP.RETIRED)), " (", str(x.r.randint(10, 40)),
               " yrs). ", x.ch(["Recreational shooting in youth.", "Played drums in a band.",
                               "Motorbikes, no helmet liner.", "Nil recreational noise."]), " "]
    elif k == 3:
        out = ["Ex-", ("PROFESSION", job), "; now ", x.ch(["unemployed", "on sick leave", "semi-retired"]),
               ". ", x.ch(["Military service - small arms.", "Nightclub work in 20s.", "Chainsaw use at home."]), " "]
    else:
        out = ["Works as %s " % art(job), ("PROFESSION", job), ". ", x.ch(["Noise exposure: occasional.", "Shooting: nil.",
                                                                "No significant noise history."]), " "]
    return out


def social(x, pt, visit):
    k = x.r.randint(0, 4)
    if k == 4:
        return ["Lives alone in ", ("CITY", pt.place["city"]), "; ",
                x.ch(["independent with ADLs", "carers twice daily", "attends day centre"]), ". "]
    rel, fam = B.family_member(x, pt)
    if k == 0:
        return ["Lives with ", rel, " ", ("FAMILY", fam.first), " who ", x.ty(x.ch(["reports the TV is too loud", "attends today", "is also hard of hearing", "does most of the telephone calls"])), ". "]
    if k == 1:
        return ["Accompanied by ", rel, " (", ("FAMILY", fam.plain()), "). "]
    if k == 2:
        job = x.job(False)[0]
        return [("FAMILY", fam.first), " (", rel, ") ", x.ch(["is %s ", "works as %s "]) % art(job),
                ("PROFESSION", job), " and helps with appointments. "]
    return ["Next of kin: ", ("FAMILY", fam.plain()), " (", rel, "), tel ", ("PHONE", x.phone(mobile=True)), ". "]


def fam_hx(x, pt):
    k = x.r.randint(0, 3)
    if k == 0:
        return ["FHx: nil known. "]
    if k == 1:
        return ["FHx: ", x.ch(["mother", "father", "maternal grandmother"]), " had hearing aids in later life. "]
    rel, fam = B.family_member(x, pt, rel=x.ch(["sister", "brother", "mother", "father"]))
    return ["FHx: ", rel, " ", ("FAMILY", fam.first), " has ", x.ch(["otosclerosis", "hearing aids",
                                                                      "a cochlear implant", "Ménière's disease"]), ". "]


def ototox(x):
    return "Ototoxic exposure: %s. " % x.ch(["none", "IV %s in hospital" % x.ch(PC.OTOTOXIC),
                                             "nil known", "%s (oncology)" % x.ch(["cisplatin", "carboplatin"])])


def otoscopy(x):
    opts = ["R and L: canals clear, TMs intact and mobile.",
            "R: wax partially occluding, cleared with microsuction; L: clear, TM intact.",
            "R: TM dull, retracted; L: NAD.",
            "Bilateral grommets in situ, patent.", "L: dry central perforation, anterior-inferior quadrant; R: clear.",
            "Narrow canals bilaterally, exostoses L > R. TMs visible.",
            "R: mastoid cavity, dry, well-healed; L: intact TM with tympanosclerosis."]
    return x.ty(x.ch(opts))


def equip(x):
    import pools_clin as PC2
    return "%s; %s; B-71 bone conductor. Procedure: %s." % (
        x.ch(PC2.EQUIP), x.ch(["ER-3A insert earphones", "TDH-39 headphones", "DD45 headphones", "inserts"]),
        x.ch(["BSA Recommended Procedure (2018)", "modified Hughson-Westlake (ASHA 2005)",
              "modified Hughson-Westlake", "BSA RP 2018, masking per BSA"]))


def recs(x, th):
    p = th["prof"]
    opts = {
        "normal": ["Reassured. Hearing protection advice given.", "No amplification indicated at present.",
                   "Consider APD assessment if concerns persist."],
        "presby": ["Bilateral hearing aids recommended; patient keen.", "Fitting appointment to be booked.",
                   "Communication tactics leaflet given."],
        "noise": ["Bilateral hearing aids offered.", "Hearing protection counselling (ear defenders, custom plugs).",
                  "Tinnitus information leaflet provided."],
        "conductive": ["Refer ENT for otological assessment.", "Consider bone-conduction device if not surgically managed.",
                       "Repeat audiometry after ENT review."],
        "mixed": ["Refer ENT.", "Trial of BTE with mould; consider BCHD.", "Keep ear dry."],
        "asym": ["Refer ENT - asymmetry meets NICE NG98 criteria; MRI IAMs suggested.",
                 "Hearing aid fitting deferred until ENT review."],
        "profound": ["Refer for cochlear implant assessment (NICE TA566).", "Check current aids and moulds."],
        "cookie": ["Hearing aids offered.", "Genetics referral to be discussed."],
        "reverse": ["Refer ENT / audiovestibular physician re possible Ménière's disease.",
                    "Repeat audiogram in 6-8 weeks to monitor fluctuation."],
    }[p]
    return opts

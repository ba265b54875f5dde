"""Genre: IBD advice-line telephone log."""
import ids
import pools_clinical as PC
import pools_places as PL
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D

REASONS = ["flare", "side effects", "prescription query", "results query", "travel advice", "vaccination query",
           "missed dose", "pregnancy planning", "infection while on biologic", "homecare delivery problem"]


def _hhmm(rng, lo=8, hi=17):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


def _caller(rng, k):
    if rng.random() < 0.65:
        return ["patient"], None
    f = k.fam[rng.randrange(len(k.fam))]
    return [f.rel, " ", W.name(f, "FAMILY", rng.choice(["f", "fl"])), " (consent on file)"], f


def advice_line(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    nurse = k.staff[rng.choice(["cns", "cns2"])]
    callin = k.date
    reason = rng.choice(REASONS)
    tele = rng.random() < 0.5
    n.t(rng.choice(["IBD ADVICE LINE - TELEPHONE ENCOUNTER\n", "IBD Helpline log\n", "Telephone contact - IBD nurse advice line\n",
                    "ADVICE LINE CALL\n"]))
    n.add(["Service: ", P(k.hosp.name, "HOSPITAL"), " IBD nurses  (line ", P(k.hosp.advice_phone, "PHONE"), ")\n"])
    who, fam = _caller(rng, k)
    n.f("Voicemail left: {D1} {T1}\nCall returned: {D2} {T2} by {NU}\n", D1=D(k, callin, rng.choice(["wd_num", "num", "wd_short"])),
        T1=_hhmm(rng), D2=D(k, ids.add_days(callin, rng.choice([0, 0, 1, 1, 3])), "num"), T2=_hhmm(rng),
        NU=[W.name(nurse, "DOCTOR", rng.choice(["fl", "fi", "f"])), ", ", nurse.role])
    n.add(["Caller: ", who, "\n"])
    n.add(["Callback no: ", P(fam.phone if fam else rng.choice([k.pt.mobile, k.pt.home]), "PHONE"), "\n"])
    idv = rng.randrange(3)
    if idv == 0:
        n.add(["ID confirmed: name, DOB (", D(k, k.pt.dob, "num"), ") and postcode (", P(k.pt.addr.zip, "ZIP"), ")\n"])
    elif idv == 1:
        n.f("ID confirmed via voiceprint {V}\n", V=P(ids.bioid(rng, "voice"), "BIOID"))
    else:
        n.add(["ID: 3-point check (name/DOB/first line of address - ", P(k.pt.addr.street, "STREET"), ")\n"])
    n.add(["Patient: ", W.name(k.pt, "PATIENT", rng.choice(["fl", "LF", "lf"])), ", ", P(str(k.pt.age), "AGE"), k.pt.sex,
           ", ", B.mrn_label(rng, k.c), " ", P(k.pt.mrn, "MRN"), "\n"])
    n.add(["Dx: ", K.dx_text(k), ". Tx: ", k.brand, " ", rng.choice(k.bio["mnt"]), "; ", rng.choice(PC.MED_LINES), "\n"])
    n.t("Reason: %s\n\n" % reason)
    s = k.sev
    n.t("S: ")
    if reason == "flare":
        onset = rng.randrange(3, 15)
        n.t(("c/o %s/7 hx of " % onset) if tele else ("Reports a %d-day history of " % onset))
        n.t(["loose stool 3x/day no blood", "BO 4-5x/day, some blood, mild urgency", "BO 6-8x/day, blood++, urgency, nocturnal x2",
             "BO >10x/day, liquid w blood and clots, nocturnal, abdo pain, feels faint"][s])
        n.t(". " + rng.choice(["no fever.", "T 37.9 at home.", "vomiting x1.", "eating/drinking ok.", "appetite down."]))
        if rng.random() < 0.4:
            n.add([" Just back from ", P(rng.choice(PL.COUNTRIES_TRAVEL), "COUNTRY"), " (", D(k, ids.add_days(callin, -rng.randrange(3, 15)), "dm"),
                   "), ", rng.choice(["partner also unwell", "no contacts unwell", "ate street food"]), "."])
        n.t(" Last dose %s %s." % (k.brand, rng.choice(["on time", "2 wks ago", "missed (homecare delay)", "3/52 ago"])))
    elif reason == "side effects":
        n.t(rng.choice(["injection site reaction after last pen - red, itchy 5 cm", "headache + joint pains since last infusion",
                        "nausea on azathioprine, taking with food", "hair thinning on methotrexate", "acne since starting upadacitinib",
                        "cold sores x2 this month on tofacitinib"]) + ".")
    elif reason == "homecare delivery problem":
        n.add(["delivery from ", P(rng.choice(PL.HOMECARE), "ORGANIZATION"), " did not arrive ", D(k, ids.add_days(callin, -1), "wd_short"),
               "; only 1 pen left. Homecare tel ", P(ids.phone(rng, k.c, "land"), "PHONE"), "."])
    elif reason == "travel advice":
        n.add(["travelling to ", P(rng.choice(PL.COUNTRIES_TRAVEL), "COUNTRY"), " on ", D(k, ids.add_days(callin, rng.randrange(10, 60))),
               " for 3 weeks. Asks re yellow fever vaccine (live - contraindicated on ", k.bio["g"], "), cool bag for pens, travel letter."])
    elif reason == "pregnancy planning":
        n.add(["planning pregnancy, on ", k.brand, ". wants to know if safe to continue. also asks re methotrexate (stopped ",
               D(k, ids.add_days(callin, -rng.randrange(200, 1500)), "y"), "?)."])
    else:
        n.t({"infection while on biologic": "chesty cough + fever 38.2 x2 days, due %s next week" % k.brand,
             "results query": "wants results of last FCP and bloods",
             "missed dose": "missed injection yesterday, can %s take it today" % N.he(k),
             "prescription query": rng.choice(["repeat prescription of mesalazine not received", "GP won't prescribe Octasa - says hospital only"]),
             "vaccination query": "asks about Shingrix and whether to have COVID booster"}.get(reason, "general query") + ".")
    n.t("\n")
    n.t("Red flags: %s\n" % rng.choice(["none", "none", "nocturnal symptoms", "tachycardia reported (HR 110 on watch)", "dizziness on standing"]))
    if reason == "flare":
        n.t("Flare score: %s\n\n" % ("HBI %d" % rng.randrange(5, 16) if k.dx == "CD" else "partial Mayo %d" % rng.randrange(3, 9)))
        n.t("A: " + rng.choice(["likely flare of %s" % K.dx_short(k), "mild flare - manage as outpt", "? infective - exclude first",
                                "moderate flare - needs same-day review", "flare, ? loss of response to %s" % k.brand]) + "\n")
    else:
        n.t("Flare score: n/a\n\n")
        n.t("A: " + ("minor side effect - reassured" if reason == "side effects" else
                     "possible infection - hold biologic" if reason.startswith("infection") else
                     rng.choice(["query answered", "advice given, see below", "needs review in clinic", "discussed with pharmacist"])) + "\n")
    n.t("P:\n")
    acts = [["- stool MC&S, C diff and FCP kit posted to home address (", P(k.pt.addr.street, "STREET"), ", ", P(k.pt.addr.city, "CITY"), ")"],
            ["- bloods (FBC, CRP, U&E, LFT) at ", P(k.gp.practice, "HOSPITAL"), " ", D(k, ids.add_days(callin, 1), "wd_short")],
            ["- commence ", rng.choice(PC.STEROIDS), "; script sent to ", P(rng.choice(PL.STEMS) + " Pharmacy", "HOSPITAL")],
            ["- advised to attend ", "ED" if k.c != "UK" else "A&E", " at ", P(k.hosp.name, "HOSPITAL"),
             " if worsening, >6 bloody stools, fever or tachycardia (Truelove & Witts)"],
            ["- email with flare plan sent to ", P(k.pt.email, "EMAIL")],
            ["- discussed with ", K.doc_name(rng, k.staff["cons"], rng.choice(["l", "fl"])), " (cons) - agrees"],
            ["- virtual clinic slot ", D(k, ids.add_days(callin, rng.randrange(2, 14)), "wd_num"), " ", _hhmm(rng)],
            ["- callback in 48h"], ["- trough level + antibodies with next bloods"],
            ["- letter to ", K.gp_label(k), " ", k.gp.p.title, " ", W.name(k.gp.p, "DOCTOR", "l"), " re antibiotics - hold ", k.brand, " until treated"],
            ["- logged in portal (", P(k.hosp.url, "URL"), "), pt to upload stool diary"],
            ["- homecare rebooked, ref ", P(ids.idnum(rng, "rx"), "IDNUM")]]
    if reason == "flare":
        chosen = [acts[0], acts[1]] + rng.sample(acts[2:9], rng.randrange(1, 5))
    else:
        chosen = rng.sample(acts[4:], rng.randrange(2, 5))
    for a in chosen:
        n.add([a, "\n"])
    if rng.random() < 0.35:
        n2 = k.staff["cns2"]
        n.add(["\n", D(k, ids.add_days(callin, 2), rng.choice(["num", "wd_short"])), " ", _hhmm(rng), " f/u call (",
               W.name(n2, "DOCTOR", "f"), "): ", rng.choice(["no answer, VM left, letter sent", "improving on pred, BO 3x/d, no blood",
                                                            "FCP 1450 - booked for flexi sig", "stool cultures negative, continue plan",
                                                            "pt at work (" + "", ]),
               ])
        if n.parts[-1].endswith("("):
            n.add([P(k.pt.employer, "ORGANIZATION"), ") - call back after 5pm"])
        n.t("\n")
    n.t("\n")
    if rng.random() < 0.5:
        n.add(["Time spent: %d min. " % rng.randrange(5, 35), W.name(nurse, "DOCTOR", rng.choice(["INIT", "fl"])), "\n"])
    else:
        n.add([W.name(nurse, "DOCTOR", "fl"), " ", nurse.creds, ", ", nurse.role, "  ext ", P(ids.ext(rng), "PHONE"), "\n"])
    if rng.random() < 0.3:
        n.add(["Logged by ", P(nurse.user, "USERNAME"), " from ", P(ids.ipaddr(rng), "IPADDR"), "\n"])
    if rng.random() < 0.25:
        n.t(typo(rng, "documented") + " retrospectively.\n")

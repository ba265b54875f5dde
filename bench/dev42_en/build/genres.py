"""The six genres.  Each function takes a Note and returns marked text."""

import datetime as dt

import blocks as B
import clinical
import pools
from markup import P

ALLERGIES = ["No known drug allergies", "NKDA", "Penicillin (rash)", "Codeine (vomiting)", "Latex",
             "Sulfonamides (urticaria)", "Nil known", "Trimethoprim (rash)", "Elastoplast"]
LANGS = ["Polish", "Portuguese", "Punjabi", "Urdu", "Mandarin", "Cantonese", "Arabic", "Somali", "Tigrinya",
         "Vietnamese", "Tongan", "Samoan", "Romanian", "Spanish", "Farsi", "Turkish", "Tagalog", "Korean"]


def choose_heading_style(n):
    return n.ch(["upper", "colon", "colon", "upper_nocolon", "underline", "plain"])


def H(n, s):
    return B.H(n, s, n.hstyle)


KEEP_CAP = ("Plasmodium", "Crohn's", "Barrett's", "Parkinson's", "Alzheimer's", "IgA", "IgG")


def low(s):
    """Lower-case the first letter unless it starts an acronym, an eponym or a PHI value."""
    if not s or not s[0].isupper() or (len(s) > 1 and (s[1].isupper() or s[1].isdigit())) or s.startswith(KEEP_CAP):
        return s
    return s[0].lower() + s[1:]


def dx_name(dx):
    """Diagnosis text without trailing dated qualifiers ("..., diagnosed {Y1}")."""
    import re
    parts = [p for p in dx.split(", ")]
    keep = [parts[0]] + [p for p in parts[1:] if "{" not in p and not re.search(r"\b(diagnosed|excised|implanted|resected|treated)\b", p)]
    out = ", ".join(keep)
    return re.sub(r"\s*\([^)]*\{[^)]*\)", "", out)


def cap(s):
    if not s or not s[0].islower() or (len(s) > 1 and s[1].isupper()):
        return s
    return s[0].upper() + s[1:]


def bl(n, items):
    return B.bullets([cap(x) for x in items], n.bstyle)


def TT(n, items):
    return [n.T(x) for x in items]


def social(n, short=False):
    w = n.w
    pr = n.pron()
    s = []
    if n.case and n.case.get("skip_social"):
        return n.T("{He} has lived at {CAREHOME} since {Y2}. {He} was previously a {JOB}. {His} {child} {CHILD} visits weekly.")
    if n.child:
        s.append(n.T("{He} lives with {his} %s and %s in %s." % (n.spouse_word, w.ch(["two siblings", "an older brother", "a younger sister", "grandparents"]), P("CITY", n.addr["town"]))))
        return " ".join(s)
    liv = w.ch([0, 1, 2, 3] if 40 <= n.age < 62 else ([0, 0, 1, 1, 3] if n.age >= 62 else [0, 4, 5]))
    home = {"US": ["house", "apartment", "condo", "ranch house"], "CA": ["house", "apartment", "condo", "townhouse"],
            "AU": ["house", "unit", "townhouse"], "NZ": ["house", "unit", "flat"]}.get(n.L, ["bungalow", "flat", "terraced house", "house"])
    if liv == 0:
        s.append(n.T("{He} lives with {his} {spouse} {SPOUSE} in %s." % P("CITY", n.addr["town"])))
    elif liv == 1:
        s.append(n.T("{He} lives alone in a %s in %s; {his} {child} {CHILD} lives nearby." % (w.ch(home), P("CITY", n.addr["town"]))))
    elif liv == 2:
        s.append(n.T("{He} is %s and lives with {his} {spouse}, {SPOUSE}, and %s." % (w.ch(["married", "in a long-term relationship"]), w.ch(["two children", "their teenage son", "their daughter", "three children"]))))
    elif liv == 3:
        s.append(n.T("{He} lives with {his} {spouse} and their {child} {CHILD}, who is {AGE_CHILD}."))
    elif liv == 4:
        s.append("%s lives with %s parents in %s." % (pr["He"], pr["his"], P("CITY", n.addr["town"])))
    else:
        s.append("%s shares a %s with friends in %s." % (pr["He"], w.ch(home), P("CITY", n.addr["town"])))
    if n.age >= 70 or (n.age >= 66 and w.chance(0.6)):
        s.append(w.ch(["%s is a retired %s.", "%s retired from work as a %s some years ago.", "%s was a %s until retirement."]) % (pr["He"], P("PROFESSION", n.job)))
    elif w.chance(0.85):
        s.append(w.ch(["%s works as a %s at %s.", "%s is employed as a %s by %s.", "%s works full time as a %s for %s.",
                       "%s is a %s with %s."]) % (pr["He"], P("PROFESSION", n.job), P(n.emp_type, n.emp)))
    if not short:
        s.append(w.ch(["%s has never smoked." % pr["He"], "%s is an ex-smoker." % pr["He"], "%s smokes 10 cigarettes a day." % pr["He"],
                       "%s vapes and stopped smoking in %s." % (pr["He"], P("DATE", str(n.Y2))),
                       ("Non-smoker; about %d alcoholic drinks per week." if n.L in ("US", "CA") else "Non-smoker; alcohol around %d units per week.") % w.r.randint(2, 20)]))
        if w.chance(0.3):
            s.append("%s was born in %s and moved to %s in %s." % (pr["He"], n.ctx()["COUNTRY"], country_phrase(n),
                                                              P("DATE", str(w.r.randint(max(1960, n.dob.year + 1), n.C.year - 2)))))
        if w.chance(0.2):
            s.append("%s is an active member of %s." % (pr["He"], P("ORGANIZATION", club(n) if w.chance(0.6) else w.ch(pools.CHURCHES))))
        if w.chance(0.12):
            rel, who = (n.child_word, n.child_p) if w.chance(0.5) else (n.spouse_word, n.spouse_p)
            nm = P("FAMILY", who["given"].lower())
            quote = w.ch(["my %s %s sorts out all my tablets" % (rel, nm), "%s does the driving now" % nm,
                          "i only get out when %s takes me" % nm])
            s.append('In %s own words, "%s".' % (pr["his"], quote))
        if w.chance(0.1):
            hol = w.ch({"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Easter"], "CA": ["Thanksgiving", "Christmas", "Easter", "Canada Day"],
                        "AU": ["Christmas", "Easter", "Australia Day"], "NZ": ["Christmas", "Easter", "Waitangi Day"],
                        "IE": ["Christmas", "Easter", "St Patrick's Day"], "UK": ["Christmas", "Easter", "the August bank holiday"]}[n.L] +
                       ["Eid", "Diwali", "Lunar New Year", "Hanukkah"])
            if hol.startswith("the "):
                hol_m = "the " + P("DATE", hol[4:])
            else:
                hol_m = P("DATE", hol)
            if hol in ("Eid", "Diwali", "Lunar New Year", "Hanukkah") or w.chance(0.5):
                dest = P("CITY", w.town())
            else:
                dest = n.ctx()["COUNTRY"]
            s.append("%s is hoping to visit family in %s over %s." % (pr["He"], dest, hol_m))
    return " ".join(s)


def club(n):
    sport = {"US": ["Bowling League", "Softball Club", "Rotary Club", "YMCA"], "CA": ["Curling Club", "Hockey League", "Legion Branch"],
             "AU": ["Netball Club", "Bowls Club", "Surf Life Saving Club", "Football Club"], "NZ": ["Rugby Club", "Tramping Club", "Bowling Club"],
             "IE": ["GAA Club", "Camogie Club", "Golf Club"], "UK": ["Harriers", "Bowls Club", "Rugby Club", "Cricket Club"]}[n.L]
    return "%s %s" % (n.w.town(), n.w.ch(sport))


def age_words(a):
    units = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    tens = {5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety", 4: "forty", 3: "thirty", 2: "twenty"}
    t, u = divmod(a, 10)
    return tens[t] + ("-" + units[u] if u else "")


def country_phrase(n):
    c = n.w.ch(pools.HOME_COUNTRY[n.L])
    if c in ("United States", "USA", "U.S.", "United Kingdom", "UK", "Republic of Ireland"):
        return "the " + P("COUNTRY", c)
    return P("COUNTRY", c)


def family_hx(n):
    w = n.w
    items = []
    if n.child:
        return w.ch(["Parents well. Older sibling has eczema.", "Mother has asthma; father well.", "No family history of note.",
                     "Maternal grandmother has coeliac disease."])
    if w.chance(0.6):
        fa = w.r.randint(52, 91)
        items.append("Father %s aged %s (%s)" % (w.ch(["died", "passed away"]), P("AGE", age_words(fa) if w.chance(0.25) else str(fa)),
                                                 w.ch(["myocardial infarction", "stroke", "lung cancer", "COPD", "unknown cause"])))
    if w.chance(0.6):
        items.append("Mother %s" % w.ch(["alive and well aged %s" % P("AGE", str(w.r.randint(max(n.age + 17, 50), max(n.age + 40, 60)) if n.age < 60 else w.r.randint(80, 99))),
                                         "had type 2 diabetes",
                                         "died aged %s of breast cancer" % P("AGE", str(w.r.randint(45, 88)))]))
    if w.chance(0.3):
        items.append("%s with %s" % (w.ch(["Brother", "Sister"]), w.ch(["hypertension", "coeliac disease", "epilepsy", "type 1 diabetes"])))
    if not items:
        items.append("Nil relevant")
    return "; ".join(items) + "."


def next_appt(n):
    w = n.w
    c = w.ch([0, 1, 2, 3])
    if c == 0:
        return "Next appointment: %s at %02d:%02d, %s %s." % (n.D(n.DNEXT), w.r.randint(8, 16), w.ch([0, 15, 30, 45]),
                                                           w.ch(["Clinic Room", "Room", "Outpatients Room", "Consulting Room"]),
                                                           P("LOCATION_OTHER", str(w.r.randint(1, 24)) + w.ch(["", "", "A", "B"])))
    if c == 1:
        return "Follow-up booked for %s." % n.D(n.DNEXT, w.ch([n.ds, n.ds, "dm", "wk_long"]))
    if c == 2:
        return "I will see %s again in %s." % (n.pron()["him"], w.ch(["three months", "six months", "four weeks", "a year"]))
    return "Review: %s" % n.D(n.DNEXT, "my")


# ======================================================================== clinic letter
def clinic_letter(n):
    w = n.w
    L = n.L
    lay = w.weighted([("structured", 35 if L != "US" else 10), ("us_consult", 40 if L in ("US", "CA") else 5),
                      ("narrative", 20), ("terse", 14), ("patient", 10 if L in ("UK", "IE", "NZ", "AU") else 3)])
    n.hstyle = choose_heading_style(n)
    n.bstyle = w.ch(["num", "dash", "dot", "num", "plain", "paren", "star"])
    case = n.case
    out = []
    if lay == "terse":
        return terse_clinic(n)
    out.append(B.letterhead(n, "us" if lay == "us_consult" and w.chance(0.7) else None))
    out.append("")
    if lay != "us_consult" and w.chance(0.6):
        out.append(B.ref_line(n))
    out.append(B.letter_dates(n))
    out.append("")
    if lay == "patient":
        out.append(n.T("{PT}") if n.title else n.pname("full"))
        out.append("\n".join(n.pt_addr()))
        out.append("")
        out.append(B.pt_banner(n, style="re_line", with_addr=False))
        out.append("")
        out.append("Dear %s," % (n.PT() if n.title else n.PTF()))
        out.append("")
        pr = n.pron()
        out.append("It was good to meet you in the %s on %s%s. I am writing to you directly, as recommended, and sending a copy to your %s, %s." % (
            n.clinic(), n.Dt(n.C), w.ch(["", " together with your %s, %s" % (n.spouse_word, n.person_name(n.spouse_p, "FAMILY", "given"))]),
            n.gp_role(), n.drname(n.gp, "title_sur")))
        out.append("")
        out.append(H(n, "What we discussed"))
        out.append(bl(n, TT(n, case["dx"])))
        out.append("")
        out.append(H(n, "Your medication"))
        out.append(bl(n, [n.T(x) for x in case["meds"]]))
        out.append("")
        if case["inv"]:
            out.append(H(n, "Your test results"))
            out.append(" ".join(_second_person(n, x) for x in TT(n, case["inv"])))
            out.append("")
        out.append(H(n, "What happens next"))
        out.append(bl(n, [_second_person(n, p) for p in TT(n, case["plan"])]))
        out.append("")
        out.append("If you have any questions, please contact my secretary, %s, on %s or email %s." % (
            n.person_name(n.sec, "DOCTOR", "full"), P("PHONE", w.phone("ext" if w.chance(0.5) else "land")),
            P("EMAIL", w.email(n.sec, domain=n.hosp_domain))))
        out.append("")
        out.append(B.signoff(n))
        out.append("")
        out.append("cc: %s, %s, %s" % (n.drname(n.gp, "title_full"), P("HOSPITAL", n.practice), n.w.addr_lines(n.practice_addr, one_line=True)))
        return "\n".join(out)

    if L in ("UK", "IE") and w.chance(0.5):
        out.append(w.ch(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL"]))
    out.append(B.gp_block(n))
    out.append("")
    if lay == "us_consult":
        out.append(B.pt_banner(n, style=w.ch(["caps", "table", "caps"]), extra=[("Date of Service", n.D(n.C))] if w.chance(0.5) else ()))
        out.append("")
        out.append(B.salutation(n))
        out.append("")
        out.append(n.T(w.ch(["Thank you for referring {PT}, a {AGE}-year-old %s, for evaluation of %s. I saw {him} in consultation on {DREC}.",
                              "I had the pleasure of seeing {PT} in the %s on {DREC}. As you know, {he} is a {AGE}-year-old %s referred for %s." % (n.clinic(), "%s", "%s"),
                              "{PT} was seen today, {DREC}, at your request. {He} is a {AGE}-year-old %s with %s."]) % (
            w.ch(["man" if n.sex == "M" else "woman", "gentleman" if n.sex == "M" else "lady"]) if not n.child else "child",
            low(dx_name(case["dx"][0]).split(",")[0].split("(")[0].strip()) if "{" not in dx_name(case["dx"][0]).split(",")[0] else "further management")))
        out.append("")
        out.append(H(n, "History of Present Illness"))
        out.append("\n\n".join(TT(n, case["hx"])))
        out.append("")
        out.append(H(n, "Past Medical History"))
        out.append(bl(n, TT(n, case["dx"][1:] or ["Noncontributory"])))
        out.append("")
        out.append(H(n, "Medications"))
        out.append(bl(n, TT(n, case["meds"])))
        out.append("")
        out.append("%s %s" % (H(n, "Allergies") if n.hstyle not in ("underline", "hash") else "Allergies:", w.ch(ALLERGIES)))
        out.append("")
        out.append(H(n, "Social History"))
        out.append(social(n))
        out.append("")
        out.append(H(n, "Family History"))
        out.append(family_hx(n))
        out.append("")
        out.append(H(n, "Physical Examination"))
        out.append("Vitals: BP %d/%d, HR %d, SpO2 %d%%, weight %s. " % (w.r.randint(104, 168), w.r.randint(60, 98), w.r.randint(54, 104), w.r.randint(91, 100),
                                                                        ("%d lb" % w.r.randint(110, 290)) if L == "US" else ("%d kg" % w.r.randint(48, 130))) + " ".join(TT(n, case["exam"])))
        if case["inv"]:
            out.append("")
            out.append(H(n, w.ch(["Data Reviewed", "Results", "Diagnostic Data"])))
            out.append(bl(n, TT(n, case["inv"])))
        out.append("")
        out.append(H(n, "Assessment and Plan"))
        out.append(n.T(case["dx"][0]) + ".")
        out.append(bl(n, TT(n, case["plan"])))
        out.append("")
        out.append(next_appt(n))
        out.append("")
        out.append(w.ch(["Thank you for allowing me to participate in the care of this patient.", "Thank you for this kind referral.",
                         "Please do not hesitate to contact me with any questions."]))
        out.append("")
        out.append(B.signoff(n))
        out.append("")
        if L in ("US", "CA") or w.chance(0.3):
            out.append(B.ehr_footer(n))
        cc = B.cc_block(n)
        if cc:
            out.append("")
            out.append(cc)
        return "\n".join(out)

    out.append(B.salutation(n))
    out.append("")
    out.append(B.pt_banner(n))
    out.append("")
    if lay == "structured":
        out.append(H(n, w.ch(["Diagnoses", "Diagnosis", "Problem list", "Diagnoses/Problems"])))
        out.append(bl(n, TT(n, case["dx"])))
        out.append("")
        out.append(H(n, w.ch(["Medication", "Current medication", "Medications", "Drug history"])))
        out.append(bl(n, TT(n, case["meds"])))
        out.append("")
        gp_actions = [x for x in case["plan"] if "GP" in x or "Please" in x or "monitor" in x]
        if gp_actions and w.chance(0.7):
            out.append(H(n, w.ch(["Actions for GP", "Requests to GP", "Action required by GP"]) if L not in ("CA", "US") else "Actions for %s" % n.gp_role()))
            out.append(bl(n, TT(n, gp_actions)))
            out.append("")
        out.append("\n\n".join(TT(n, case["hx"])))
        out.append("")
        if w.chance(0.5) and not case.get("skip_social"):
            out.append(social(n, short=True))
            out.append("")
        out.append("%s %s" % (w.ch(["On examination,", "On examination:", "Examination:", "O/E"]), " ".join(TT(n, case["exam"]))))
        out.append("")
        if case["inv"]:
            out.append(H(n, "Investigations"))
            out.append(bl(n, TT(n, case["inv"])))
            out.append("")
        out.append(H(n, w.ch(["Plan", "Management plan", "Impression and plan", "Plan"])))
        out.append(bl(n, TT(n, case["plan"])))
        out.append("")
        out.append(next_appt(n))
    else:  # narrative
        paras = TT(n, case["hx"])
        pr = n.pron()
        other = [low(x) for x in TT(n, case["dx"][1:])]
        meds = [low(x) for x in TT(n, case["meds"]) if not x.lower().startswith("nil")]
        if other:
            bg = w.ch(["Past history includes %s.", "Relevant background: %s.", pr["He"] + " also has %s."]) % "; ".join(other)
        else:
            bg = "There is no other significant past medical history."
        if meds:
            bg += " %s %s." % (w.ch(["Current medication is", pr["He"] + " takes"]), ", ".join(meds))
        else:
            bg += " %s no regular medication." % (pr["He"] + " takes")
        paras.append(bg)
        if not case.get("skip_social"):
            paras.append(social(n))
        paras.append("On examination %s" % " ".join(low(x) for x in TT(n, case["exam"])))
        if case["inv"]:
            paras.append(" ".join(TT(n, case["inv"])))
        paras.append("In summary, %s. %s" % (low(n.T(case["dx"][0])), " ".join(TT(n, case["plan"]))))
        paras.append(next_appt(n))
        out.append("\n\n".join(paras))
    out.append("")
    out.append(B.signoff(n))
    out.append("")
    if w.chance(0.6):
        out.append(B.dictation_footer(n))
    if L in ("AU", "NZ", "CA") and w.chance(0.35):
        out.append(B.ehr_footer(n))
    cc = B.cc_block(n)
    if cc:
        out.append("")
        out.append(cc)
    return "\n".join(out)


def terse_clinic(n):
    w = n.w
    case = n.case
    pr = n.pron()
    out = []
    out.append("%s %s %s %s" % (P("HOSPITAL", n.hosp), n.dept(), w.ch(["OPD", "Clinic", "Outpatients", "clinic summary"]), w.ch(["\u2013", "-", "|"])) + " " + n.D(n.C))
    out.append("%s %s | DOB %s | %s %s" % (w.ch(["Pt:", "Patient:", "Name:"]), n.pname(w.ch(["sur_comma", "full"]), upper=w.chance(0.6)),
                                          n.D(n.dob), B.mrn_label(n), P("MRN", n.nhs if n.L == "UK" and w.chance(0.5) else n.mrn)))
    seen = w.ch(["Seen by: %s (%s) for %s" % (n.person_name(n.reg, "DOCTOR", "full"), w.ch({"US": ["Resident", "Fellow", "NP", "PA-C"], "CA": ["Resident", "Fellow", "NP"], "UK": ["Reg", "SpR", "SHO", "CNS"],
                                   "IE": ["Reg", "SpR", "SHO"], "AU": ["Reg", "Fellow", "RMO"], "NZ": ["Reg", "Fellow", "RMO"]}[n.L]), n.DOC("title_sur")),
                 "Seen by %s" % n.DOC("title_sur"),
                 "Clinician: %s" % n.person_name(n.doc, "DOCTOR", "full")])
    out.append(seen)
    out.append("To: %s, %s" % (n.drname(n.gp, "title_sur"), P("HOSPITAL", n.practice)))
    out.append("")
    if w.chance(0.5):
        out.append("Pt %s seen %s%s." % (n.pname(w.ch(["initials", "initials_nodot"])), w.ch(["in clinic", "today", "f2f", "by phone"]),
                                         w.ch(["", " w/ %s" % n.spouse_word, " alone"])))
    ref = w.ch(["%s%s, ref by %s re %s.", "%s yo %s, referred by %s ? %s.", "%s%s ref %s \u2013 %s."])
    sx = n.sex if not n.child else ("boy" if n.sex == "M" else "girl")
    dx0 = n.T(dx_name(case["dx"][0])).split("(")[0].strip().rstrip(",")
    out.append(ref % (n.AGE(), sx if not n.child else " " + sx, n.drname(n.gp, "title_sur"), low(dx0)))
    out.append("")
    out.append("PMHx: " + "; ".join(TT(n, case["dx"][1:] or ["nil"])))
    out.append("DHx: " + "; ".join(TT(n, case["meds"])))
    out.append("Allergies: " + w.ch(ALLERGIES))
    if not n.child:
        out.append("SHx: %s, %s" % (w.ch(["lives w/ %s %s" % (n.spouse_word, n.person_name(n.spouse_p, "FAMILY", "given")),
                                          "lives alone, %s %s helps" % (n.child_word, n.person_name(n.child_p, "FAMILY", "given")),
                                          "lives w/ family in %s" % P("CITY", n.addr["town"])]),
                                    ("retired %s" % P("PROFESSION", n.job)) if n.age >= 68 else
                                    w.ch(["works as %s @ %s" % (P("PROFESSION", n.job), P(n.emp_type, n.emp)),
                                          "%s (%s)" % (P("PROFESSION", n.job), w.ch(["FT", "PT", "off sick"]))])))
    out.append("")
    out.append("Hx: " + " ".join(TT(n, case["hx"])))
    out.append("")
    out.append("O/E: " + " ".join(TT(n, case["exam"])))
    if case["inv"]:
        out.append("Ix: " + " / ".join(TT(n, case["inv"])))
    out.append("")
    out.append("Imp: " + n.T(case["dx"][0]))
    out.append("Plan:")
    out.append(B.bullets(TT(n, case["plan"]), w.ch(["num", "dash", "paren"])))
    out.append("F/U: %s" % w.ch(["%s" % n.D(n.DNEXT), "%d/12" % w.r.choice([3, 4, 6, 12]), "clinic %s" % n.D(n.DNEXT, "my"), "PRN, d/c to GP"]))
    out.append("")
    out.append("%s/%s" % (n.doc_initials(), n.sec_initials()) + ("  " + P("DATE", n.w.fmt_date(n.typed_date, "num"))) if w.chance(0.6) else n.DOC("title_sur"))
    if w.chance(0.3):
        out.append(B.ehr_footer(n))
    return "\n".join(out)


# ======================================================================== referral
REFER_TO = {
    "cardiology": [("Cardiac Electrophysiology", "consideration of catheter ablation or device therapy"),
                   ("Cardiothoracic Surgery", "an opinion on surgical revascularisation")],
    "respiratory": [("Thoracic Surgery", "consideration of lung volume reduction"), ("Lung Transplant", "transplant assessment")],
    "gastro": [("Colorectal Surgery", "a surgical opinion")],
    "neurology": [("Neurosurgery", "an opinion on the MRI findings"), ("Epilepsy Surgery", "pre-surgical evaluation")],
    "rheumatology": [("Renal Medicine", "assessment of renal function")],
    "diabetes": [("Endocrine Surgery", "consideration of thyroidectomy"), ("Bariatric Surgery", "assessment for metabolic surgery")],
    "dermatology": [("Plastic Surgery", "wide local excision"), ("Rheumatology", "assessment of possible psoriatic arthritis")],
    "urology": [("Oncology", "consideration of adjuvant treatment"), ("Nephrology", "metabolic stone assessment")],
    "ent": [("Audiovestibular Medicine", "assessment of balance"), ("Head and Neck Surgery", "further management")],
    "ophthalmology": [("Vitreoretinal Surgery", "urgent assessment"), ("Neuro-ophthalmology", "review of visual fields")],
    "orthopaedics": [("Pain Medicine", "interventional pain management")],
    "nephrology": [("Transplant Surgery", "transplant assessment"), ("Vascular Surgery", "creation of an arteriovenous fistula")],
    "haematology": [("Clinical Genetics", "family screening")],
    "oncology": [("Clinical Genetics", "germline testing"), ("Palliative Care", "symptom management")],
    "psychiatry": [("Neuropsychiatry", "assessment of cognitive symptoms")],
    "geriatrics": [("Old Age Psychiatry", "assessment of behavioural symptoms"), ("Neurology", "atypical features")],
    "gynaecology": [("Reproductive Medicine", "fertility assessment"), ("Gynaecological Oncology", "further management")],
    "vascular": [("Interventional Radiology", "endovascular intervention"), ("Cardiology", "pre-operative cardiac assessment")],
    "allergy": [("Immunology", "assessment for oral immunotherapy")],
    "infectious": [("Tropical Medicine", "further follow-up")],
    "paediatrics": [("Paediatric Respiratory Medicine", "assessment for biologic therapy")],
    "pain": [("Neurosurgery", "consideration of spinal cord stimulation")],
}


LETTERY = [("Thank you for referring {PT}, whom I saw in clinic on {DREC}. ", "{PT} was seen in clinic on {DREC}. "),
           ("Thank you for referring {PT}, a ", "{PT} is a "), ("Thank you for asking me to see {PT}, a ", "{PT} is a "),
           ("Thank you for referring {PT}, whom I saw", "I saw {PT}")]


CASE_REFER = {
    ("rheumatology", 0): ("Ophthalmology", "hydroxychloroquine retinal screening"),
    ("rheumatology", 1): ("Vascular Surgery", "temporal artery biopsy"),
    ("respiratory", 1): ("Bariatric Surgery", "assessment for weight-loss surgery"),
    ("gastro", 1): ("Upper GI Surgery", "an opinion on endoscopic management of Barrett's oesophagus"),
    ("gastro", 2): ("Endocrinology", "assessment of low bone density"),
    ("neurology", 0): ("Sleep Medicine", "assessment of sleep deprivation related to shift work"),
    ("neurology", 1): ("Neurosurgery", "consideration of deep brain stimulation"),
    ("neurology", 2): ("Pain Medicine", "consideration of occipital nerve block"),
    ("diabetes", 0): ("Ophthalmology", "review of diabetic retinopathy"),
    ("dermatology", 0): ("Occupational Medicine", "advice on workplace adjustments"),
    ("urology", 0): ("Renal Medicine", "assessment of renal function before surgery"),
    ("orthopaedics", 1): ("Plastic Surgery", "an opinion from the hand surgery service"),
    ("orthopaedics", 2): ("Endocrinology", "assessment of osteoporosis"),
    ("haematology", 0): ("Renal Medicine", "assessment of possible paraprotein-related kidney disease"),
    ("psychiatry", 0): ("Psychological Medicine", "specialist psychotherapy assessment"),
}


def referral(n):
    w = n.w
    L = n.L
    n.hstyle = choose_heading_style(n)
    n.bstyle = w.ch(["num", "dash", "dot", "plain"])
    case = n.case
    key = (n.spec["key"], n.spec["cases"].index(n.case))
    target, reason = CASE_REFER.get(key) or w.ch(REFER_TO[n.spec["key"]])
    n.target = w.person(avoid=(n.pt["surname"], n.pt["given"], n.dr2["surname"]))
    ttitle = w.ch(["Dr" + n.dot, "Dr" + n.dot, "Professor", ("Mr" + n.dot if n.target["sex"] == "M" else "Ms" + n.dot) if (target.endswith("Surgery") and L in ("UK", "IE")) else "Dr" + n.dot])
    for x, y in LETTERY:
        n.case = dict(n.case, hx=[h.replace(x, y) for h in n.case["hx"]])
    h2addr = w.address(inst=True)
    n.hosp2_addr = h2addr
    pr = n.pron()
    if w.chance(0.4):
        return referral_form(n, target, reason, h2addr, ttitle)
    out = [B.letterhead(n), ""]
    out.append(B.letter_dates(n) if w.chance(0.5) else n.D(n.letter_date, w.ch(["long", n.ds])))
    out.append("")
    if L == "US":
        out.append("%s, %s" % (n.person_name(n.target, "DOCTOR", "full"), w.ch(["MD", "MD, PhD", "MD, FACS"] if "Surgery" in target else ["MD", "MD, PhD", "DO"])))
    else:
        out.append(n.drname(n.target, "title_full", title=ttitle))
    out.append("%s" % w.ch(["Department of %s" % target, "%s Service" % target, "Consultant, %s" % target]))
    out.append(P("HOSPITAL", n.hosp2))
    out.append("\n".join(w.addr_lines(h2addr)))
    out.append("")
    out.append(B.salutation(n, n.target, ttitle) if w.chance(0.85) else "Dear Colleague,")
    out.append("")
    out.append(B.pt_banner(n))
    out.append("")
    who = "{AGE}-year-old {JOB}" if not n.child else "{AGE}-year-old"
    if not n.child and n.age >= 68:
        who = "{AGE}-year-old retired {JOB}"
    out.append(n.T(w.ch([
        "I would be grateful if you would see this %s, whom I have been following in the %s, for %s." % (who, n.clinic(), reason),
        "Thank you for seeing {PT}, a %s, who I would like to refer to you for %s." % (who, reason),
        "I would value your opinion on {PT}, a %s, regarding %s." % (who, reason),
        "I am writing to refer {PT} ({AGE}) to your service for %s." % reason])))
    out.append("")
    out.append(H(n, w.ch(["Background", "History", "Clinical details"])))
    out.append("\n\n".join(TT(n, case["hx"])))
    out.append("")
    out.append(H(n, w.ch(["Diagnoses", "Past medical history", "Problem list"])))
    out.append(bl(n, TT(n, case["dx"])))
    out.append("")
    out.append(H(n, "Medication"))
    out.append(bl(n, TT(n, case["meds"])))
    out.append("Allergies: %s" % w.ch(ALLERGIES))
    out.append("")
    if case["inv"]:
        out.append(H(n, w.ch(["Relevant investigations", "Results", "Investigations to date"])))
        out.append(bl(n, TT(n, case["inv"])))
        out.append("")
    out.append(social(n))
    out.append("")
    q = w.ch(["In particular, I would be grateful for your view on whether %s would be appropriate at this stage." % reason.replace("an opinion on ", "").replace("consideration of ", ""),
              "The specific question is whether {he} would benefit from %s." % reason.replace("consideration of ", "").replace("an opinion on ", ""),
              "I have explained to {PT} that you may wish to arrange further tests before seeing {him}."])
    out.append(n.T(q))
    out.append(n.T(w.ch(["{He} is happy to travel to %s for appointments. {His} mobile number is %s." % (P("CITY", h2addr["town"]), P("PHONE", n.pt_mobile)),
                         "{He} can be contacted on %s%s." % (P("PHONE", n.pt_mobile), w.ch(["", " or by email at %s" % P("EMAIL", n.pt_email)])),
                         "{He} will need a %s interpreter." % w.ch(LANGS),
                         "{His} {spouse} {SPOUSE} usually attends appointments with {him} and can be reached on %s." % P("PHONE", w.phone("mobile"))])))
    out.append("")
    out.append(B.signoff(n, closing=w.ch(["With many thanks,", "Kind regards,", "Yours sincerely,", "Many thanks for your help,"]) if L != "US" else None))
    out.append("")
    out.append(B.cc_block(n, extra=["%s, %s" % (n.drname(n.gp, "title_full"), P("HOSPITAL", n.practice))], dr2=False))
    return "\n".join(out)


def referral_form(n, target, reason, h2addr, ttitle):
    w = n.w
    L = n.L
    case = n.case
    pr = n.pron()
    width = 26
    def row(k, v):
        return ("%s:" % k).ljust(width) + v
    title = w.ch(["INTER-HOSPITAL REFERRAL", "Consultant to Consultant Referral", "SPECIALIST REFERRAL FORM", "Tertiary Referral Request",
                  "e-Referral: Consultant Referral"])
    out = [title, "=" * len(title), ""]
    out.append(row(w.ch(["Referral ID", "Referral no.", "Ref number"]), P("IDNUM", w.ref())))
    if L == "UK" and w.chance(0.6):
        out.append(row("UBRN", P("IDNUM", w.ubrn())))
    out.append(row("Date of referral", n.D(n.letter_date)))
    out.append(row("Priority", w.ch(["Routine", "Urgent", "Soon", "Urgent - suspected cancer", "Semi-urgent (Category 2)"])))
    out.append("")
    out.append("REFERRED BY")
    out.append(row("Name", n.DOC("title_full")))
    out.append(row("Role", n.role))
    out.append(row("Hospital", P("HOSPITAL", n.hosp)))
    out.append(row(w.ch(["Bleep/pager", "Pager", "Bleep"]), P("PHONE", w.pager())))
    out.append(row("Secretary", "%s, %s" % (n.person_name(n.sec, "DOCTOR", "full"), P("PHONE", w.phone("ext")))))
    out.append(row("Email", P("EMAIL", w.email(n.doc, domain=n.hosp_domain))))
    if w.chance(0.5):
        out.append(row(w.license_label().rstrip(":"), P("LICENSE", n.doc_lic if L != "US" else w.npi())))
    out.append("")
    out.append("REFERRED TO")
    out.append(row("Consultant", n.drname(n.target, "title_full", title=ttitle)))
    out.append(row("Specialty", target))
    out.append(row("Hospital", "%s, %s" % (P("HOSPITAL", n.hosp2), P("CITY", h2addr["town"]))))
    out.append("")
    out.append("PATIENT")
    out.append(row("Name", n.pname(w.ch(["sur_comma_mid", "full_mid", "full"]), upper=w.chance(0.5))))
    if n.nick:
        out.append(row("Known as", P("PATIENT", n.nick)))
    out.append(row("Date of birth", "%s (%s)" % (n.D(n.dob), n.AGE())))
    if L == "UK":
        out.append(row("NHS number", P("MRN", n.nhs)))
    out.append(row(B.mrn_label(n), P("MRN", n.mrn)))
    if L in ("CA", "AU", "US") and w.chance(0.6):
        out.append(row(B.health_card_label(n), P("HEALTHPLAN", n.plan_no)))
    out.append(row("Address", n.pt_addr(one_line=True)))
    out.append(row("Telephone", "%s (home)  %s (mobile)" % (P("PHONE", n.pt_phone), P("PHONE", n.pt_mobile))))
    if not n.child:
        out.append(row("Occupation", P("PROFESSION", n.job)))
    out.append(row("Next of kin", "%s (%s) %s" % (n.person_name(n.spouse_p, "FAMILY", "full"), n.spouse_word, P("PHONE", w.phone("mobile")))))
    out.append(row("Interpreter", w.ch(["Not required", "Not required", "Yes - %s" % w.ch(LANGS)])))
    out.append(row({"US": "PCP", "CA": "Family physician"}.get(L, "GP"), "%s, %s, %s" % (n.drname(n.gp, "title_full"), P("HOSPITAL", n.practice), P("PHONE", n.practice_phone))))
    out.append("")
    out.append("REASON FOR REFERRAL")
    out.append(n.T("Please assess for %s." % reason))
    out.append("")
    out.append("CLINICAL SUMMARY")
    out.append("\n".join(TT(n, case["hx"])))
    out.append("")
    out.append("Diagnoses: " + "; ".join(TT(n, case["dx"])))
    out.append("Medication: " + "; ".join(TT(n, case["meds"])))
    out.append("Allergies: " + w.ch(ALLERGIES))
    out.append("")
    out.append("ATTACHMENTS")
    att = []
    for _ in range(w.r.randint(2, 4)):
        d = n.C - dt.timedelta(days=w.r.randint(5, 400))
        att.append("%s %s, %s" % (w.ch(["Imaging report", "Clinic letter", "Discharge summary", "Blood results", "Outpatient letter", "Operation note" if n.spec["surgical"] else "Clinic letter"]),
                                  n.D(d), w.ch(["ref " + P("IDNUM", w.accession()), "from " + P("HOSPITAL", w.ch([n.hosp, n.hosp2])), "accession " + P("IDNUM", w.accession())])))
    out.append(B.bullets(att, "dash"))
    out.append("")
    out.append("Signed: %s    Date: %s" % (n.person_name(n.doc, "DOCTOR", "full"), n.D(n.letter_date)))
    if w.chance(0.5):
        out.append("Submitted electronically (%s) by user %s" % (P("URL", w.url(w.domain(n.hosp2))), P("USERNAME", w.username(n.doc))))
    return "\n".join(out)


# ======================================================================== second opinion
TESTS = {"cardiology": ["Echocardiogram", "Holter monitor", "Cardiac MRI", "Coronary angiogram", "Exercise ECG"],
         "respiratory": ["CT thorax", "Pulmonary function test", "Sleep study", "Bronchoscopy"],
         "gastro": ["Colonoscopy", "MR enterography", "Gastroscopy", "CT abdomen"],
         "neurology": ["MRI brain", "EEG", "Nerve conduction study", "CT head"],
         "rheumatology": ["Hand X-ray", "Ultrasound of hands", "MRI sacroiliac joints"],
         "diabetes": ["Thyroid ultrasound", "Retinal screening", "DEXA"],
         "dermatology": ["Dermoscopy", "Patch test", "Skin biopsy"],
         "urology": ["CT urogram", "Flexible cystoscopy", "MRI prostate", "Urodynamics"],
         "ent": ["Audiogram", "CT temporal bones", "MRI internal auditory meatus"],
         "ophthalmology": ["OCT", "Visual field", "Fluorescein angiogram"],
         "orthopaedics": ["MRI", "X-ray", "CT", "Nerve conduction study"],
         "nephrology": ["Renal ultrasound", "Renal biopsy"],
         "haematology": ["Bone marrow aspirate", "CT chest, abdomen and pelvis", "Doppler ultrasound"],
         "oncology": ["CT chest, abdomen and pelvis", "PET-CT", "Mammogram", "Bone scan"],
         "psychiatry": ["MRI brain", "Neuropsychology assessment"],
         "geriatrics": ["CT head", "MRI brain", "Neuropsychology assessment"],
         "gynaecology": ["Pelvic ultrasound", "MRI pelvis", "Hysteroscopy"],
         "vascular": ["Arterial duplex", "CT angiogram", "Aortic ultrasound"],
         "allergy": ["Skin prick test", "Component allergen testing"],
         "infectious": ["Blood film", "CT abdomen"], "pain": ["MRI lumbar spine", "Nerve conduction study"]}
HISTO = ("gastro", "dermatology", "urology", "oncology", "gynaecology", "nephrology", "haematology")
def second_opinion(n):
    w = n.w
    L = n.L
    n.hstyle = choose_heading_style(n)
    n.bstyle = w.ch(["num", "dash", "dot"])
    case = n.case
    pr = n.pron()
    lay = w.ch(["to_consultant", "to_consultant", "to_patient", "us_consult"] if L != "US" else ["us_consult", "us_consult", "to_consultant"])
    out = [B.letterhead(n, "rooms" if lay == "to_patient" and w.chance(0.6) else None), ""]
    out.append(B.letter_dates(n))
    out.append("")
    requester = n.dr2
    for x, y in LETTERY:
        n.case = case = dict(case, hx=[h.replace(x, y) for h in case["hx"]])
    if lay == "to_patient":
        out.append(B.pt_banner(n, style="re_line", with_addr=False) if w.chance(0.3) else "")
        out.append("%s %s" % (n.title, n.pname("full")) if n.title else n.pname("full"))
        out.append("\n".join(n.pt_addr()))
        out.append("")
        out.append("Dear %s," % (n.PT() if n.title else n.PTF()))
        out.append("")
        out.append(n.T("Thank you for coming to see me on {DREC} for a second opinion regarding your %s. You were accompanied by your {spouse}, {SPOUSE}. "
                       "As agreed, I am writing to you directly and copying this letter to {DR2} at {HOSP2} and to your %s, {GP}." % (
                           low(dx_name(case["dx"][0]).split(",")[0].split("(")[0].strip()) if "{" not in dx_name(case["dx"][0]).split(",")[0] else "condition", n.gp_role())))
    else:
        if L == "US":
            out.append("%s, MD\n%s" % (n.person_name(requester, "DOCTOR", "full"), P("HOSPITAL", n.hosp2)))
        else:
            out.append("%s\n%s" % (n.drname(requester, "title_full"), P("HOSPITAL", n.hosp2)))
        h2 = w.address(inst=True)
        out.append("\n".join(w.addr_lines(h2)))
        out.append("")
        out.append(B.salutation(n, requester))
        out.append("")
        out.append(B.pt_banner(n, style=w.ch(["re_line", "caps", "table"])))
        out.append("")
        out.append(n.T(w.ch([
            "Thank you for asking me to provide a second opinion on {PT}, whom I saw on {DREC}. {He} attended with {his} {spouse} {SPOUSE}.",
            "I saw {PT} for a second opinion at {his} own request, with your agreement, on {DREC}.",
            "As requested, I reviewed {PT} on {DREC} to give an independent opinion on {his} diagnosis and management."])))
    out.append("")
    out.append(H(n, w.ch(["Records reviewed", "Documents reviewed", "Information available to me"])))
    docs = []
    for _ in range(w.r.randint(3, 6)):
        d = n.C - dt.timedelta(days=w.r.randint(10, 900))
        k = w.ch([0, 1, 2, 3, 4])
        if k == 0:
            docs.append("Clinic letter from %s, %s, dated %s" % (n.drname(w.person(), "title_full"), P("HOSPITAL", w.ch([n.hosp2, w.hospital()])), n.D(d)))
        elif k == 1:
            docs.append("%s report dated %s (accession %s)" % (w.ch(TESTS.get(n.spec["key"], ["MRI", "CT", "Ultrasound"])), n.D(d), P("IDNUM", w.accession())))
        elif k == 2:
            docs.append("Discharge summary, %s, %s to %s" % (P("HOSPITAL", n.hosp2), n.D(d - dt.timedelta(days=w.r.randint(2, 9))), n.D(d)))
        elif k == 3 and n.spec["key"] in HISTO:
            docs.append("Histopathology report %s, reported by %s" % (P("IDNUM", w.accession()), n.drname(w.person(), "title_sur")))
        elif k == 3:
            docs.append("Emergency department record, %s, dated %s" % (P("HOSPITAL", n.hosp2), n.D(d)) if n.spec["surgical"] else
                        "Letter from %s, %s %s, dated %s" % (n.drname(n.gp, "title_full"), n.gp_role(), "at " + P("HOSPITAL", n.practice), n.D(d)))
        else:
            docs.append("Blood results from %s to %s" % (n.D(d, "my"), n.D(n.C - dt.timedelta(days=w.r.randint(1, 9)), "my")))
    if lay == "to_patient":
        out.append("I was able to review the following:")
    out.append(bl(n, docs))
    out.append("")
    out.append(H(n, w.ch(["History", "Summary of history", "Background"])))
    hx = TT(n, case["hx"])
    if lay == "to_patient":
        hx = [_second_person(n, h) for h in hx]
    out.append("\n\n".join(hx))
    out.append("")
    if lay != "to_patient":
        out.append(social(n))
        out.append("")
        out.append(H(n, "Examination"))
        out.append(" ".join(TT(n, case["exam"])))
        out.append("")
    out.append(H(n, w.ch(["Opinion", "My opinion", "Assessment", "Conclusions"])))
    agree = w.ch([0, 0, 1, 2])
    dx0 = n.T(dx_name(case["dx"][0]))
    if agree == 0:
        op = "I agree with the diagnosis of %s and with the management plan proposed by %s." % (low(dx0), n.drname(requester, "title_sur"))
    elif agree == 1:
        op = "I agree with the diagnosis of %s, but I would favour a slightly different approach, as set out below." % low(dx0)
    else:
        op = "Having reviewed the %s, I think the diagnosis of %s is secure, although the previous reports underestimated the extent of disease." % ("imaging and histology" if n.spec["key"] in HISTO else "records and imaging", low(dx0))
    if lay == "to_patient":
        op = op.replace("I agree", "In short, I agree")
    out.append(op)
    out.append("")
    out.append(H(n, w.ch(["Recommendations", "Suggested plan", "Recommendations"])))
    plan = TT(n, case["plan"])
    if lay == "to_patient":
        plan = [_second_person(n, p) for p in plan]
    out.append(bl(n, plan))
    out.append("")
    out.append(n.T(w.ch(["I have not arranged to see {him} again but would be happy to do so if helpful.",
                         "I would be happy to discuss {him} with you by telephone on %s." % P("PHONE", w.phone("ext")),
                         "I have returned {his} care to {DR2}."]) if lay != "to_patient" else
                   w.ch(["I have not arranged to see you again, but please contact my rooms on %s if you have further questions." % P("PHONE", n.hosp_phone),
                         "Please do not hesitate to contact my secretary, %s, if anything is unclear." % n.person_name(n.sec, "DOCTOR", "full")])))
    out.append("")
    out.append(B.signoff(n))
    out.append("")
    extra = ["%s, %s" % (n.drname(n.gp, "title_full"), P("HOSPITAL", n.practice))]
    if lay == "to_patient":
        extra.append("%s, %s" % (n.drname(requester, "title_full"), P("HOSPITAL", n.hosp2)))
    out.append(B.cc_block(n, extra=extra, dr2=False))
    if L in ("US", "CA") and w.chance(0.5):
        out.append("")
        out.append(B.ehr_footer(n))
    return "\n".join(out)


def _second_person(n, s):
    """Third- to second-person rewrite for letters addressed to the patient."""
    import re
    pr = n.pron()
    s = s.replace(n.PT() + " was", "You were").replace(n.PT() + " is", "You are").replace(n.PT(), "you")
    he, his, him = pr["he"], pr["his"], pr["him"]
    subs = [(r"\b%s (has|was|is|had)\b" % he.capitalize(), None), (r"\b%s (has|was|is|had)\b" % he, None)]
    def fix_aux(m):
        aux = {"has": "have", "was": "were", "is": "are", "had": "had"}[m.group(1)]
        return ("You " if m.group(0)[0].isupper() else "you ") + aux
    for pat, _ in subs:
        s = re.sub(pat, fix_aux, s)
    s = re.sub(r"\b%s\b" % he.capitalize(), "You", s)
    s = re.sub(r"\b%s\b" % he, "you", s)
    s = re.sub(r"\b%s\b" % his.capitalize(), "Your", s)
    s = re.sub(r"\b%s\b" % his, "your", s)
    if him != his:
        s = re.sub(r"\b%s\b" % him, "you", s)
    s = re.sub(r"\b%s\b" % pr["himself"], "yourself", s)
    s = re.sub(r"\b([Yy]ou) (now |also |still |finally )?(describe|report|work|find|drink|denie|take|keep|walk|continue|live|get|use|"
               r"receive|favour|smoke|experience|tolerate|open|relie|favor|need|feel|manage|attend|say)s\b",
               lambda m: "%s %s%s" % (m.group(1), m.group(2) or "", {"denie": "deny", "relie": "rely"}.get(m.group(3), m.group(3))), s)
    s = re.sub(r"\bgets\b(?=[^.]*\byou\b)", "gets", s)
    if s.startswith("you "):
        s = "Y" + s[1:]
    return s


# ======================================================================== insurance
def insurance(n):
    w = n.w
    L = n.L
    n.hstyle = choose_heading_style(n)
    n.bstyle = w.ch(["num", "dash", "dot"])
    cond = n.cond
    insurer = w.ch(pools.INSURERS)
    n.insurer = insurer
    n.claim = w.claim_no()
    n.policy = w.policy_no()
    n.handler = w.person()
    n.dis_date = n.C - dt.timedelta(days=w.r.randint(60, 500))
    n.onset_date = n.dis_date - dt.timedelta(days=w.r.randint(0, 40))
    if L in ("US", "CA") and w.chance(0.55):
        return aps_form(n, insurer)
    if L in ("NZ", "AU") and w.chance(0.3):
        return acc_report(n)
    return ime_report(n, insurer)


def aps_form(n, insurer):
    w = n.w
    L = n.L
    cond = n.cond
    pr = n.pron()
    width = 30
    def row(k, v):
        return ("%s:" % k).ljust(width) + v
    out = [P("ORGANIZATION", insurer),
           w.ch(["ATTENDING PHYSICIAN STATEMENT", "Attending Physician Statement - Long Term Disability", "PHYSICIAN'S STATEMENT OF DISABILITY",
                 "Functional Abilities Form / Attending Physician Statement"]), ""]
    out.append("PART A - CLAIMANT INFORMATION (completed by claimant)")
    out.append(row("Claimant name", n.pname(w.ch(["sur_comma_mi", "full_mi", "full"]), upper=w.chance(0.5))))
    out.append(row("Date of birth", n.D(n.dob, "num")))
    out.append(row(w.natid_label(), P("SSN", n.natid)))
    out.append(row("Address", n.pt_addr(one_line=True)))
    out.append(row("Home phone", P("PHONE", n.pt_phone)))
    out.append(row("Email", P("EMAIL", n.pt_email)))
    out.append(row("Employer", P(n.emp_type, n.emp)))
    out.append(row("Job title", P("PROFESSION", n.job)))
    out.append(row("Policy / Group no.", "%s / %s" % (P("HEALTHPLAN", n.policy), P("HEALTHPLAN", w.group_no()))))
    out.append(row("Claim no.", P("IDNUM", n.claim)))
    out.append(row("Last day worked", n.D(n.dis_date, "num")))
    out.append("")
    out.append("I authorize release of medical information to %s.   Signature: %s   Date: %s" % (P("ORGANIZATION", insurer), n.pname("full"), n.D(n.C - dt.timedelta(days=w.r.randint(3, 20)), "num")))
    out.append("")
    out.append("PART B - ATTENDING PHYSICIAN (completed by physician)")
    out.append("1. Diagnosis (ICD-10): %s" % cap(cond["name"]))
    out.append("   Secondary: %s" % w.ch(["Hypertension (I10)", "Obesity (E66.9)", "None", "Type 2 diabetes (E11.9)", "Insomnia (G47.00)"]))
    out.append("2. Date symptoms first appeared: %s     Date of first visit: %s" % (n.D(n.onset_date, "num"), n.D(n.onset_date + dt.timedelta(days=w.r.randint(1, 20)), "num")))
    out.append("3. Has the patient ever had same or similar condition? %s" % w.ch(["No", "Yes - %s" % n.D(n.D1, "y")]))
    out.append("4. Dates of treatment: " + ", ".join(n.D(n.onset_date + dt.timedelta(days=d), "num") for d in sorted(w.r.sample(range(5, 300), 4))))
    out.append("5. Objective findings: " + n.T(cond["exam"]) + " " + n.T(cond["inv"]))
    kind = cond["kind"]
    tx = {"msk": ["Physical therapy 2x/week, NSAIDs, home exercise program",
                  "Surgery performed %s at %s; post-operative physical therapy" % (n.D(n.dis_date + dt.timedelta(days=w.r.randint(10, 60)), "num"), P("HOSPITAL", n.hosp2)),
                  "Epidural steroid injection %s, physical therapy" % n.D(n.dis_date + dt.timedelta(days=w.r.randint(10, 60)), "num")],
          "psych": ["Sertraline 100 mg daily, weekly psychotherapy", "Escitalopram 20 mg, trauma-focused CBT with %s" % n.person_name(w.person(), "DOCTOR", "full"),
                    "Medication management and counseling"],
          "medical": ["Graded activity program, sleep hygiene, low-dose amitriptyline", "Referral to %s fatigue clinic" % P("HOSPITAL", n.hosp2)],
          "skin": ["Topical corticosteroids, emollients, allergen avoidance", "Phototherapy at %s, 3x/week" % P("HOSPITAL", n.hosp2)]}[kind]
    out.append("6. Treatment: %s" % w.ch(tx))
    out.append("7. Restrictions (what the patient should not do):")
    out.append(B.bullets(cond["restrict"], "dash"))
    out.append("8. Limitations: sit %d hrs/day, stand %d hrs/day, walk %d hrs/day; lift/carry up to %d lb occasionally." % (
        w.r.randint(2, 6), w.r.randint(1, 4), w.r.randint(1, 3), w.ch([5, 10, 20])))
    out.append("9. Patient is totally disabled from own occupation from %s through %s." % (n.D(n.dis_date, "num"), n.D(n.DNEXT, "num")))
    out.append("10. Expected return to work: %s" % w.ch(["%s with restrictions" % n.D(n.DNEXT + dt.timedelta(days=w.r.randint(0, 60)), "num"), "Unknown at this time", "Not expected"]))
    out.append("11. Prognosis: " + cond["prog"])
    out.append("")
    out.append(row("Physician name", "%s, %s" % (n.person_name(n.doc, "DOCTOR", "full"), n.doc_quals.split(",")[0])))
    out.append(row("Specialty", n.role))
    if L == "US":
        out.append(row("NPI", P("LICENSE", w.npi())))
        out.append(row("State license #", "%s %s" % (P("LICENSE", n.doc_lic), P("STATE", n.hosp_addr["abbr"]))))
    else:
        out.append(row(w.license_label().rstrip(":").rstrip("#").strip(), P("LICENSE", n.doc_lic)))
    out.append(row("Facility", P("HOSPITAL", n.hosp)))
    out.append(row("Address", n.hosp_addr_lines(one_line=True)))
    out.append(row("Phone / Fax", "%s / %s" % (P("PHONE", n.hosp_phone), P("FAX", n.hosp_fax))))
    out.append(row("Signature / Date", "%s / %s" % (n.person_name(n.doc, "DOCTOR", "full"), n.D(n.letter_date, "num"))))
    out.append("")
    out.append("Return completed form to: %s, %s, fax %s or upload at %s" % (
        P("ORGANIZATION", insurer), w.ch(["Claims Department", "Disability Claims Unit", "Attn: %s, Claims Specialist" % n.person_name(n.handler, "FAMILY", "full")]),
        P("FAX", w.phone("land")), P("URL", w.url(w.domain(insurer, "ins"), "ins"))))
    return "\n".join(out)


def ime_report(n, insurer):
    w = n.w
    L = n.L
    cond = n.cond
    kind = cond["kind"]
    pr = n.pron()
    out = [B.letterhead(n, w.ch(["rooms", "minimal", "us"] if L != "UK" else ["rooms", "minimal"])), ""]
    out.append(n.D(n.letter_date, w.ch(["long", n.ds])))
    out.append("")
    out.append(w.ch(["PRIVATE AND CONFIDENTIAL", "MEDICAL IN CONFIDENCE", "Confidential - Medical Report"]))
    out.append(n.person_name(n.handler, "FAMILY", "full") + ", " + w.ch(["Claims Manager", "Claims Assessor", "Case Manager", "Senior Claims Consultant", "Rehabilitation Consultant"]))
    out.append(P("ORGANIZATION", insurer))
    ia = w.address(inst=True)
    out.append("\n".join(w.addr_lines(ia)))
    if w.chance(0.4):
        out.append("By email: %s" % P("EMAIL", w.email(n.handler, domain=w.domain(insurer, "ins"))))
    out.append("")
    title = w.ch(["INDEPENDENT MEDICAL EXAMINATION REPORT", "Independent Medical Assessment - Income Protection Claim",
                  "Medical Report: Total and Permanent Disablement Claim", "Specialist Report for Insurance Purposes",
                  "Independent Medical Evaluation"])
    out.append(title)
    out.append("")
    rows = [("Claimant", n.pname(w.ch(["full", "full_mid"]))), ("Date of birth", n.D(n.dob)),
            (w.ch(["Claim number", "Claim no.", "Your ref"]), P("IDNUM", n.claim)), (w.ch(["Policy number", "Policy no."]), P("HEALTHPLAN", n.policy))]
    if w.chance(0.4):
        rows.append((w.natid_label(), P("SSN", n.natid)))
    rows.append(("Date of assessment", n.D(n.C)))
    rows.append(("Place of assessment", w.ch(["%s, %s" % (P("HOSPITAL", n.hosp), P("CITY", n.hosp_addr["town"])),
                                              "Telehealth (video); claimant at home in %s" % P("CITY", n.addr["town"]),
                                              "My rooms, %s" % n.hosp_addr_lines(one_line=True)])))
    rows.append(("Occupation", P("PROFESSION", n.job)))
    rows.append(("Employer", P(n.emp_type, n.emp)))
    rows.append(("Date ceased work", n.D(n.dis_date)))
    width = max(len(a) for a, _ in rows) + 2
    out.extend(("%s:" % a).ljust(width + 1) + b for a, b in rows)
    out.append("")
    sal = "Dear %s," % (("Mr" + n.dot + " " if n.handler["sex"] == "M" else w.ch(["Ms", "Mrs"]) + n.dot + " ") + n.person_name(n.handler, "FAMILY", "sur")) if w.chance(0.7) else "Dear Sir or Madam,"
    out.append(sal)
    out.append("")
    out.append(n.T("Thank you for your letter of %s asking me to examine {PT} and provide an independent opinion on {his} capacity for work. "
                   "I confirm that I explained my role to {him}, that I am not {his} treating doctor, and that {he} consented to the assessment and to this report being sent to you. "
                   "Photographic identification (%s %s) was checked." % (n.D(n.C - dt.timedelta(days=w.r.randint(14, 60))), w.ch(["driver licence", "driving licence", "passport"]) if L != "US" else "driver's license",
                                                                       P("LICENSE", w.driver_licence()) if w.chance(0.7) else "sighted")))
    out.append("")
    out.append(H(n, "1. History of condition"))
    out.append(n.T("{PT} is a {AGE}-year-old %s who reports %s following %s on %s. {He} first saw {his} %s, {GP} at %s, on %s. "
                   "{He} was subsequently seen by {DR2} at {HOSP2}." % (
                       ("right-handed " if kind in ("msk", "skin") else "") + ("man" if n.sex == "M" else "woman"), cond["name"], n.onset, n.Dt(n.onset_date), n.gp_role(), P("HOSPITAL", n.practice),
                       n.Dt(n.onset_date + dt.timedelta(days=w.r.randint(1, 14))))))
    out.append("")
    out.append(n.T("{He} stopped work on %s and has not returned. %s" % (n.Dt(n.dis_date), w.ch([
        "{His} line manager, %s, has kept in regular contact." % n.person_name(w.person(), "FAMILY", "full"),
        "{He} has attended %d sessions of physiotherapy at %s." % (w.r.randint(4, 18), P("HOSPITAL", w.practice())),
        "{He} is receiving statutory sick pay only.",
        "{He} relies on {his} {spouse}, {SPOUSE}, for help with housework and driving."]))))
    out.append("")
    out.append(H(n, "2. Current symptoms and function"))
    kind = cond["kind"]
    sym = {"msk": ["{He} describes constant pain rated 6/10, worse with activity, and sleep disturbed two or three times a night.",
                   "{He} can walk for about twenty minutes and sit for forty minutes, and can no longer lift {his} {child}, who is {AGE_CHILD}."],
           "psych": ["{He} reports low mood, poor concentration, early waking and difficulty leaving the house.",
                     "{He} describes panic attacks two or three times a week, particularly when travelling near {his} workplace."],
           "medical": ["{He} reports fatigue after minimal exertion, unrefreshing sleep and poor concentration.",
                       "{He} can manage about two hours of activity before needing to rest for the remainder of the day."],
           "skin": ["{He} reports painful cracking of the fingertips, worse after any wet work, and difficulty with fine tasks.",
                    "{His} hands itch at night and {he} cannot wear rubber gloves."]}[kind]
    if n.age < 45 or kind != "msk":
        sym = [x for x in sym if "{child}" not in x] or sym
    out.append(n.T(w.ch(sym) + " A typical day involves %s." % w.ch(["light housework and walking the dog", "school runs and resting in the afternoon" if n.age < 55 else "short walks and resting in the afternoon", "online study and gentle exercise" if n.age < 45 else "reading and gentle exercise"])))
    out.append("")
    out.append(H(n, "3. Past medical history"))
    out.append(w.ch(["Nil significant.", "Appendicectomy in %s. Asthma in childhood." % P("DATE", str(w.r.randint(1975, 2015))),
                     "Previous episode of depression in %s, treated by %s." % (P("DATE", str(n.Y1)), n.gp_role()),
                     "Hypertension, well controlled."]))
    out.append("")
    out.append(H(n, "4. Examination"))
    out.append(n.T(cond["exam"]))
    out.append("")
    out.append(H(n, "5. Investigations"))
    out.append(n.T(cond["inv"]))
    out.append("")
    out.append(H(n, "6. Opinion and answers to your questions"))
    qs = [("Diagnosis", "The diagnosis is %s." % cond["name"]),
          ("Is the claimant able to perform the material duties of their own occupation?",
           w.ch(["Not at present.", "Yes, with the adjustments listed below.", "Not currently; I anticipate a return within three months."])),
          ("Restrictions", "; ".join(cond["restrict"]) + "."),
          ("Is treatment appropriate?", w.ch(["Yes, the treatment to date has been appropriate.",
                                              {"msk": "Largely; I would recommend a referral to a pain management programme.",
                                               "psych": "Largely; I would recommend a course of trauma-focused or cognitive behavioural therapy.",
                                               "medical": "Largely; I would recommend a graded activity programme.",
                                               "skin": "Largely; patch testing should be repeated with the workplace series."}[kind]])),
          ("Prognosis", cond["prog"])]
    qfmt = w.ch(["Q%d.", "6.%d", "(%d)"])
    for i, (q, a) in enumerate(qs, 1):
        out.append("%s %s" % (qfmt % i, q))
        out.append(n.T(a))
        out.append("")
    out.append(w.ch(["I confirm that this report is a true and accurate record of my findings.",
                     "This report has been prepared on the basis of the history given and the records provided. I have no conflict of interest."]))
    out.append("")
    out.append(B.signoff(n, closing="Yours faithfully," if "Sir or Madam" in sal else None, role=n.role, with_lic=True))
    if w.chance(0.4):
        out.append("")
        out.append("Invoice %s enclosed. Account no. %s" % (P("ACCOUNT", "INV-" + w.digits(5)), P("ACCOUNT", w.account())))
    return "\n".join(out)


def acc_report(n):
    w = n.w
    L = n.L
    cond = n.cond
    pr = n.pron()
    body = "ACC" if L == "NZ" else w.ch(["WorkCover", "icare", "the TAC", "WorkSafe"])
    out = []
    out.append(w.ch(["MEDICAL PROGRESS REPORT", "Specialist Report - %s claim" % body, "Request for Medical Information - Response"]))
    out.append("")
    rows = [("To", "%s, Case Owner, %s" % (n.person_name(n.handler, "FAMILY", "full"), body)),
            ("Claim number", P("IDNUM", n.claim)),
            ("Client", n.pname("full")),
            (("NHI" if L == "NZ" else "Medicare No."), P("MRN", n.mrn) if L == "NZ" else P("HEALTHPLAN", n.plan_no)),
            ("Date of birth", n.D(n.dob)),
            ("Address", n.pt_addr(one_line=True)),
            ("Date of injury", n.D(n.onset_date)),
            ("Employer", P(n.emp_type, n.emp)),
            ("Occupation", P("PROFESSION", n.job)),
            ("Report date", n.D(n.letter_date)),
            ("Author", "%s, %s" % (n.DOC("title_full"), n.role.replace("Consultant in ", "").replace("Consultant ", "")))]
    width = max(len(a) for a, _ in rows) + 2
    out.extend(("%s:" % a).ljust(width + 1) + b for a, b in rows)
    out.append("")
    out.append(H(n, "Injury and mechanism"))
    out.append(n.T("{PT} sustained %s as a result of %s %s on %s." % (cond["name"], n.onset, work_place(n), n.Dt(n.onset_date))))
    out.append("")
    out.append(H(n, "Treatment to date"))
    tr = []
    kind = cond["kind"]
    opts = ["GP review, %s" % n.drname(n.gp, "title_sur"), "Medical certificate issued", "Specialist review, %s" % P("HOSPITAL", n.hosp2)]
    if kind == "msk":
        opts += ["Physiotherapy, %s" % P("HOSPITAL", w.practice()), "Imaging (%s)" % P("IDNUM", w.accession()), "Hydrotherapy"]
    elif kind == "psych":
        opts += ["Psychology session, %s" % n.person_name(w.person(), "DOCTOR", "full"), "Counselling (%s)" % P("ORGANIZATION", w.ch(pools.OH_PROVIDERS)),
                 "Medication review"]
    else:
        opts += ["Blood tests (%s)" % P("IDNUM", w.accession()), "Graded activity programme", "Dermatology review"]
    span_days = max(30, (n.C - n.onset_date).days)
    dated = sorted((n.onset_date + dt.timedelta(days=w.r.randint(1, span_days)), w.ch(opts)) for _ in range(w.r.randint(3, 5)))
    for d, item in dated:
        tr.append("%s  %s" % (n.D(d), item))
    out.append("\n".join(tr))
    out.append("")
    out.append(H(n, "Examination"))
    out.append(n.T(cond["exam"]))
    out.append("")
    out.append(H(n, "Capacity"))
    out.append(w.ch(["Fit for selected duties from %s." % n.D(n.DNEXT), "Unfit for work until %s." % n.D(n.DNEXT),
                     "Capacity for pre-injury duties with modifications from %s." % n.D(n.DNEXT)]))
    out.append(B.bullets(cond["restrict"], "dash"))
    out.append("")
    out.append(H(n, "Prognosis"))
    out.append(cond["prog"])
    out.append("")
    out.append("Signed: %s  %s %s" % (n.DOC("title_full"), w.license_label(), P("LICENSE", n.doc_lic)))
    out.append("%s  |  %s  |  %s" % (P("HOSPITAL", n.hosp), P("PHONE", n.hosp_phone), P("EMAIL", w.email(n.doc, domain=n.hosp_domain))))
    return "\n".join(out)


def months_words(days):
    m = max(1, int(round(days / 30.4)))
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
             "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "twenty-one", "twenty-two",
             "twenty-three", "twenty-four"]
    if m <= 24:
        return "%s month%s" % (words[m - 1], "" if m == 1 else "s")
    return "about %s years" % words[int(round(m / 12)) - 1]


def work_place(n):
    w = n.w
    sec = n.sector
    if sec in ("transport", "manufacturing", "construction", "land", "services", "food", "motor"):
        return "while at work at %s" % P("LOCATION_OTHER", w.ch(["Gate 4", "Loading Bay 12", "Warehouse B", "Level 3 car park", "Bay 7", "Yard 2", "Unit 7"]))
    if sec in ("health", "care"):
        return "while on shift at %s" % P(n.emp_type, n.emp)
    return "at work at %s" % P(n.emp_type, n.emp)


# ======================================================================== occupational health
def occ_health(n):
    w = n.w
    L = n.L
    n.hstyle = choose_heading_style(n)
    n.bstyle = w.ch(["num", "dash", "dot"])
    cond = n.cond
    pr = n.pron()
    provider = w.ch(pools.OH_PROVIDERS) if w.chance(0.6) else None
    manager = w.person()
    hr = w.person()
    empno = w.ch(["E%s" % w.digits(6), w.digits(7), "%s-%s" % (w.letters(2), w.digits(5)), "PAY%s" % w.digits(5)])
    oh_doc_role = w.ch(["Consultant Occupational Physician", "Occupational Health Physician", "Occupational Health Adviser (RGN, SCPHN-OH)",
                        "Specialist Occupational Health Nurse", "Occupational Medicine Physician"])
    nurse = "Adviser" in oh_doc_role or "Nurse" in oh_doc_role
    drive = w.chance(0.3)
    bio = cond["key"] in ("wrist", "hand") and w.chance(0.85)
    n.onset_date = n.C - dt.timedelta(days=w.r.randint(30, 300))
    absent = n.C - dt.timedelta(days=w.r.randint(14, 160))
    ref_date = n.C - dt.timedelta(days=w.r.randint(7, 30))
    lay = w.ch(["uk", "uk", "us"] if L not in ("US", "CA") else ["us", "us", "uk"])
    out = []
    if provider:
        out.append(P("ORGANIZATION", provider))
        pa = w.address(inst=True)
        out.append(n.w.addr_lines(pa, one_line=True))
        out.append("%s %s  %s %s" % (w.ch(["Tel", "T:"]), P("PHONE", w.phone("land")), w.ch(["Email", "E:"]),
                                     P("EMAIL", w.email(generic=w.ch(["referrals", "ohreports", "admin", "triage"]), domain=w.domain(provider, "oh")))))
    else:
        out.append("%s - %s" % (P(n.emp_type, n.emp), w.ch(["Occupational Health Service", "Employee Health", "Workplace Health & Wellbeing"])))
        out.append(P("LOCATION_OTHER", w.ch(["Building 3", "Block C", "Admin Building", "Level 2, Riverside House", "Unit 14"])) + ", " +
                   n.w.addr_lines(n.hosp_addr, one_line=True))
    out.append("")
    out.append(w.ch(["OCCUPATIONAL HEALTH REPORT", "Management Referral - Occupational Health Advice", "FITNESS FOR WORK ASSESSMENT",
                     "Occupational Health Assessment Report", "Fitness-for-Duty Evaluation" if lay == "us" else "OH Report: Sickness Absence Review"]))
    out.append("%s %s" % (w.ch(["MEDICAL IN CONFIDENCE -", "Confidential:", "CONFIDENTIAL -"]), w.ch(["for the addressee only", "consent given for release to management", "employee has seen this report"])))
    out.append("")
    rows = [("To", "%s, %s" % (n.person_name(manager, "FAMILY", "full"), w.ch(["Line Manager", "Operations Manager", "Team Leader", "Head of Department", "Site Supervisor"]))),
            ("Copy", "%s, %s" % (n.person_name(hr, "FAMILY", "full"), w.ch(["HR Business Partner", "HR Adviser", "People Partner"]))),
            ("Employee", n.pname(w.ch(["full", "full_mid", "sur_comma"]))),
            ("Date of birth", n.D(n.dob)),
            (w.ch(["Employee no.", "Staff ID", "Payroll no.", "Employee ID"]), P("IDNUM", empno)),
            ("Job title", P("PROFESSION", n.job)),
            ("Department / site", "%s, %s" % (w.ch(["Operations", "Distribution", "Facilities", "Customer Services", "Production", "Fleet"]), P("CITY", w.town()))),
            ("Referral received", n.D(ref_date)),
            ("Date of assessment", n.D(n.C)),
            ("Assessment type", w.ch(["Telephone", "Face to face", "Video consultation"]))]
    if w.chance(0.3):
        rows.append((w.natid_label(), P("SSN", n.natid)))
    if w.chance(0.3):
        rows.append(("Case ref", P("IDNUM", w.ref())))
    width = max(len(a) for a, _ in rows) + 2
    out.extend(("%s:" % a).ljust(width + 1) + b for a, b in rows)
    out.append("")
    if lay == "uk":
        out.append("Dear %s," % n.person_name(manager, "FAMILY", w.ch(["given", "full"])) if w.chance(0.5) else
                   "Dear %s %s," % ("Mr" + n.dot if manager["sex"] == "M" else "Ms" + n.dot, n.person_name(manager, "FAMILY", "sur")))
        out.append("")
        out.append(n.T("Thank you for referring {PT}, who I assessed on {DREC}. {He} consented to this report being released to you. "
                       "{He} has worked for %s as a {JOB} for %d years and has been absent from work since %s." % (
                           P(n.emp_type, n.emp), w.r.randint(1, 22), n.Dt(absent))))
    else:
        out.append(n.T("Reason for referral: evaluation of fitness for duty following absence since %s. Employee consented to release of "
                       "functional information only (no diagnosis) to the employer." % n.Dt(absent)))
    out.append("")
    out.append(H(n, w.ch(["Background", "Current situation", "History"])))
    out.append(n.T("{He} developed %s after %s in %s. {He} is under the care of {his} %s, {GP}, and has been referred to {DR2} at {HOSP2}. %s" % (
        cond["name"], n.onset, P("DATE", n.w.fmt_date(n.onset_date, "my")), n.gp_role(), w.ch([
            "{He} told me {his} {spouse} {SPOUSE} has been helping with childcare.",
            "{He} has an appointment on %s for further assessment." % n.Dt(n.DNEXT),
            "{He} is taking medication which may cause drowsiness.",
            "Physiotherapy has been arranged privately through the company scheme."]))))
    out.append("")
    if drive:
        veh = w.ch(["company van", "fleet vehicle", "forklift truck", "pool car", "delivery lorry", "work ute" if L in ("AU", "NZ") else "pick-up truck"])
        out.append(H(n, "Driving"))
        out.append(n.T("{His} role involves driving a %s (registration %s). {He} holds a %s (licence no. %s). %s" % (
            veh, P("VEHICLE", w.plate()), w.ch(["category C licence", "full driving licence", "Class 2 licence", "CDL Class A", "heavy vehicle licence"]),
            P("LICENSE", w.driver_licence()), w.ch([
                "In my opinion {he} should not drive for work until {his} medication has been stabilised.",
                "{He} meets the medical standards for driving and may continue to drive.",
                "I have advised {him} to inform the licensing authority about {his} condition."]))))
        out.append("")
    if bio:
        out.append(n.T("Note: site access uses a fingerprint reader. Because of {his} hand symptoms the reader has repeatedly failed; I understand a "
                       "new biometric enrolment has been created (template ref %s) and that a swipe card can be issued as an alternative." % P("BIOID", w.bioid())))
        out.append("")
    out.append(H(n, w.ch(["Opinion", "Fitness for work", "Outcome of assessment"])))
    out.append(w.ch(["In my opinion %s is currently unfit for work." % pr["he"], "In my opinion %s is fit for work with adjustments." % pr["he"],
                     "%s is fit to return on a phased basis from %s." % (pr["He"], n.D(n.DNEXT))]))
    out.append("")
    out.append(H(n, w.ch(["Recommended adjustments", "Adjustments", "Recommendations"])))
    out.append(bl(n, cond["restrict"] + [w.ch(["Review of workstation by the health and safety team at %s" % w.ch([P("LOCATION_OTHER", "Building 2"), P("LOCATION_OTHER", "Harbour Road Depot"), "the " + P("LOCATION_OTHER", "North Wing"), P("LOCATION_OTHER", "Floor 4")]),
                                               "A stress risk assessment", "Access to the Employee Assistance Programme (tel. %s)" % P("PHONE", w.phone("land"))])]))
    out.append("")
    if lay == "uk" and L in ("UK", "IE", "AU", "NZ"):
        law = {"UK": "Equality Act 2010", "IE": "Employment Equality Acts", "AU": "Disability Discrimination Act 1992", "NZ": "Human Rights Act 1993"}[L]
        out.append(H(n, "Disability legislation"))
        out.append("Whether the %s applies is ultimately a legal decision; in my opinion it is %s to apply." % (law, w.ch(["likely", "unlikely", "possible but not certain"])))
        out.append("")
    else:
        out.append(H(n, "Accommodation"))
        out.append("The condition is %s to meet the definition of a disability under the %s; temporary accommodation is recommended." % (
            w.ch(["likely", "unlikely"]), "ADA" if L == "US" else "Human Rights Code"))
        out.append("")
    out.append(H(n, "Review"))
    out.append(w.ch(["I will review %s on %s." % (pr["him"], n.D(n.DNEXT)), "No further OH review is planned; please re-refer if needed.",
                     "Review by telephone in four weeks."]))
    out.append("")
    sig = n.person_name(n.doc, "DOCTOR", "full")
    out.append(w.ch(["Yours sincerely,", "Regards,", "Kind regards,"]))
    out.append("")
    out.append(sig)
    out.append(oh_doc_role)
    if nurse:
        out.append("%s %s" % (w.ch(["NMC PIN", "NMC PIN:", "Reg. no."]) if L == "UK" else "Registration no.", P("LICENSE", w.nmc_pin() if L == "UK" else w.license())))
    else:
        out.append("%s %s" % (w.license_label() if L != "US" else "NPI", P("LICENSE", n.doc_lic if L != "US" else w.npi())))
    if w.chance(0.5):
        out.append("%s  %s" % (P("PHONE", w.phone("ext" if w.chance(0.5) else "mobile")), P("EMAIL", w.email(n.doc, domain=w.domain(provider or n.emp, "oh")))))
    if w.chance(0.35):
        out.append("")
        out.append("Report released via %s on %s (user %s)" % (P("URL", w.url(w.domain(provider or n.emp, "oh"), "oh")), n.D(n.letter_date), P("USERNAME", w.username(n.doc))))
    return "\n".join(out)


# ======================================================================== medico-legal
def medicolegal(n):
    w = n.w
    L = n.L
    n.hstyle = w.ch(["upper", "colon", "plain", "upper_nocolon"])
    n.bstyle = w.ch(["num", "dash"])
    cond = n.cond
    pr = n.pron()
    firm = w.ch(pools.LAW_FIRMS)
    solicitor = w.person()
    n.acc_date = n.C - dt.timedelta(days=w.r.randint(120, 900))
    n.onset_date = n.acc_date
    rta = cond["key"] in ("whiplash",) or w.chance(0.3)
    us = L == "US"
    claim = w.court_claim()
    sref = w.ref()
    defend = w.person()
    out = []
    if us:
        out.append(w.ch(["INDEPENDENT MEDICAL EVALUATION", "MEDICAL-LEGAL EVALUATION REPORT", "RECORDS REVIEW AND INDEPENDENT MEDICAL EXAMINATION"]))
        out.append("")
        rows = [("Examinee", n.pname(w.ch(["full", "full_mi"]))), ("Date of birth", n.D(n.dob, "num")),
                ("Date of injury", n.D(n.acc_date, "num")), ("Date of examination", n.D(n.C, "num")),
                ("Case No.", P("IDNUM", claim)), ("Claim No.", P("IDNUM", w.claim_no())),
                ("Requested by", "%s, Esq., %s" % (n.person_name(solicitor, "FAMILY", "full"), P("ORGANIZATION", firm))),
                ("Location", "%s, %s" % (P("HOSPITAL", n.hosp), n.hosp_addr_lines(one_line=True)))]
        if w.chance(0.5):
            rows.insert(2, ("SSN", P("SSN", n.natid)))
    else:
        country_court = {"UK": "In the County Court at %s" % P("CITY", w.town()), "IE": "The High Court, Record No. %s" % P("IDNUM", claim),
                         "AU": "District Court of %s" % P("STATE", n.addr["state"]), "NZ": "%s District Court" % P("CITY", w.town()),
                         "CA": "Ontario Superior Court of Justice" if n.addr["abbr"] == "ON" else "Court of King's Bench"}[L]
        out.append(country_court)
        if L in ("UK", "NZ", "AU", "CA"):
            out.append("Claim No: %s" % P("IDNUM", claim))
        out.append("")
        out.append("BETWEEN")
        out.append("%s  (%s)" % (n.pname("full", upper=True), "Claimant" if L in ("UK", "NZ") else "Plaintiff"))
        out.append("and")
        out.append("%s  (Defendant)" % (n.person_name(defend, "FAMILY", "full", upper=True) if rta else P(n.emp_type, n.emp.upper())))
        out.append("")
        out.append(w.ch(["MEDICAL REPORT", "MEDICO-LEGAL REPORT", "EXPERT MEDICAL REPORT", "Medical Report on Injuries"]) + " - " +
                   {"msk": w.ch(["Orthopaedic", "Musculoskeletal"]), "psych": "Psychiatric", "medical": "General Medical", "skin": "Dermatological"}[cond["kind"]])
        out.append("")
        rows = [("Claimant", n.pname("full_mid")), ("Date of birth", n.D(n.dob)), ("Address", n.pt_addr(one_line=True)),
                ("Occupation", P("PROFESSION", n.job)), ("Date of accident", n.D(n.acc_date)),
                ("Date of examination", n.D(n.C)), ("Place of examination", "%s, %s" % (P("HOSPITAL", n.hosp), P("CITY", n.hosp_addr["town"]))),
                ("Date of report", n.D(n.letter_date)),
                ("Instructed by", "%s, %s" % (P("ORGANIZATION", firm), w.ch(["Solicitors for the Claimant", "Solicitors", "on behalf of the Defendant's insurers"]))),
                ("Solicitor's ref", P("IDNUM", sref))]
        if L == "UK" and w.chance(0.4):
            rows.append(("NI number", P("SSN", n.natid)))
        if L == "IE" and w.chance(0.4):
            rows.append(("PPSN", P("SSN", n.natid)))
        if L == "UK" and w.chance(0.4):
            rows.append(("MedCo ref", P("IDNUM", "%s-%s" % (w.letters(2), w.digits(8)))))
    width = max(len(a) for a, _ in rows) + 2
    out.extend(("%s:" % a).ljust(width + 1) + b for a, b in rows)
    out.append("")
    num = [0]

    def sec(t):
        num[0] += 1
        return "%d. %s" % (num[0], t.upper() if n.hstyle.startswith("upper") else t)

    out.append(sec("Introduction"))
    out.append(n.T("1.1 I am %s, %s at %s. I have been asked by %s of %s to examine {PTFULL} and to prepare a report for the court on the injuries sustained on %s." % (
        n.DOC("title_full"), ("an " if n.role[0] in "AEIOU" else "a ") + n.role,
        P("HOSPITAL", n.hosp), n.person_name(solicitor, "FAMILY", w.ch(["full", "full"])), P("ORGANIZATION", firm), n.Dt(n.acc_date))))
    out.append("1.2 I understand my overriding duty is to the court. %s" % w.ch([
        "I have no connection with any party.", "I have read and complied with Part 35 of the Civil Procedure Rules." if L == "UK" else "I have read the expert witness code of conduct and agree to be bound by it.",
        "I have not treated the claimant."]))
    out.append(n.T("1.3 {PT} attended %s. Identity was confirmed by %s." % (
        w.ch(["alone", "with {his} {spouse} {SPOUSE}", "with {his} {child} {CHILD}" if n.age > 45 else "with a friend"]), w.ch(["passport", "photographic %s %s" % ("driving licence" if L in ("UK", "IE") else "driver's license" if L == "US" else "driver's licence", P("LICENSE", w.driver_licence())),
                                                                                  "bank card and utility bill", "%s card" % ("Medicare" if L == "AU" else "photo ID")]))))
    out.append("")
    out.append(sec("Documents reviewed"))
    docs = ["%s records from %s to %s" % (n.gp_role(), n.D(n.acc_date - dt.timedelta(days=w.r.randint(700, 2000)), "my"), n.D(n.C - dt.timedelta(days=w.r.randint(10, 60)), "my")),
            "%s %s records relating to attendance on %s" % (P("HOSPITAL", n.hosp2), w.ch(["emergency department", "A&E" if L == "UK" else "ED", "fracture clinic"]), n.D(n.acc_date)),
            "Witness statement of the claimant dated %s" % n.D(n.C - dt.timedelta(days=w.r.randint(30, 200)))]
    if rta:
        docs.append("Ambulance patient report form, incident no. %s" % P("IDNUM", w.digits(8)))
        docs.append("Police collision report, ref %s" % P("IDNUM", "%s/%s/%s" % (w.letters(2), w.digits(5), str(n.acc_date.year % 100).zfill(2))))
    if w.chance(0.5):
        docs.append("Physiotherapy notes from %s" % P("HOSPITAL", w.practice()))
    out.append(B.bullets([cap(d) for d in docs], n.bstyle if n.bstyle != "num" else "dash"))
    out.append("")
    out.append(sec("The accident"))
    if rta:
        car = w.ch(["Ford Focus", "Toyota Corolla", "Vauxhall Astra", "Honda Civic", "Kia Sportage", "Volkswagen Golf", "Mazda 3", "Hyundai i30", "Nissan Qashqai"])
        other = w.ch(["van", "4x4", "lorry", "taxi", "bus", "saloon car"])
        loc = w.ch([0, 1])
        street1 = w.ch(pools.STREET_NAMES + pools.LOCAL_STREETS[L]) + " " + w.ch(pools.STREET_TYPES[L][:6])
        street2 = w.ch(pools.STREET_NAMES + pools.LOCAL_STREETS[L]) + " " + w.ch(pools.STREET_TYPES[L][:6])
        if loc == 0:
            where = "at the junction of %s and %s in %s" % (P("STREET", street1), P("STREET", street2), P("CITY", w.town()))
        else:
            where = "on %s, %s, near the %s" % (P("STREET", street1), P("CITY", w.town()), P("LOCATION_OTHER", w.ch(["Northgate roundabout", "Calder Tower", "Riverside Retail Park", "Kelsall Viaduct", "Harrowby Market Hall"])))
        vid = P("VEHICLE", w.plate()) if not us or w.chance(0.5) else "VIN " + P("VEHICLE", w.vin())
        out.append(n.T("%s.1 On %s {PT} was the %s of a %s (registration %s) %s when it was struck from behind by a %s driven by %s (registration %s). "
                       "{He} was wearing a seatbelt. The airbags %s deploy. {He} was taken by ambulance to %s." % (
                           num[0], n.Dt(n.acc_date), w.ch(["driver", "front-seat passenger"]), car, vid, where, other,
                           n.person_name(defend, "FAMILY", "full"), P("VEHICLE", w.plate()), w.ch(["did not", "did"]), P("HOSPITAL", n.hosp2))).replace("registration VIN", "VIN"))
    else:
        out.append(n.T("%s.1 On %s, while working as a {JOB} for %s, {PT} sustained injury as a result of %s%s. "
                       "The incident was reported in the accident book and witnessed by a colleague, %s." % (
                           num[0], n.Dt(n.acc_date), P(n.emp_type, n.emp), n.onset,
                           (" at " + P("LOCATION_OTHER", w.ch(["Warehouse 3", "Loading Bay 12", "Westmoor Depot", "Unit 7", "Car Park B", "Gate 4"]))) if n.sector in ("transport", "manufacturing", "construction", "services", "land", "food", "motor") else "",
                           n.person_name(w.person(), "FAMILY", "full"))))
    out.append("")
    out.append(sec("Injuries and treatment"))
    out.append(n.T("%s.1 {He} was assessed at %s on %s and diagnosed with %s. {He} then saw {his} %s, {GP}, on %s. %s" % (
        num[0], P("HOSPITAL", n.hosp2), n.Dt(n.acc_date), cond["name"], n.gp_role(), n.Dt(n.acc_date + dt.timedelta(days=w.r.randint(2, 12))),
        n.T(cond["inv"]))))
    out.append("")
    out.append(sec("Present condition"))
    out.append(n.T("%s.1 At interview, %s after the accident, {he} described %s. {He} has been unable to return to %s. %s" % (
        num[0], months_words((n.C - n.acc_date).days),
        w.ch(["ongoing pain and stiffness", "persisting symptoms despite treatment", "gradual but incomplete improvement"]),
        w.ch(["{his} usual hobbies, including playing for %s" % P("ORGANIZATION", club(n)), "work", "full duties", "driving on %s" % ("motorways" if L in ("UK", "IE", "NZ") else "highways" if L != "AU" else "freeways")]),
        w.ch(["{His} {spouse} {SPOUSE} has taken on more of the household tasks.", "{He} has needed help from {his} {child} {CHILD} with shopping.",
              "Sleep is disturbed."]))))
    out.append("")
    out.append(sec("Past medical history"))
    out.append(n.T("%s.1 %s" % (num[0], w.ch([
        "The %s records show no relevant pre-accident complaints." % n.gp_role(),
        "The records show an episode of similar symptoms in %s which resolved within six weeks." % P("DATE", n.w.fmt_date(n.acc_date - dt.timedelta(days=w.r.randint(800, 2500)), "my")),
        "There is a history of anxiety treated in %s." % P("DATE", str(n.acc_date.year - w.r.randint(3, 10)))]))))
    out.append("")
    out.append(sec("Examination"))
    out.append("%d.1 %s" % (num[0], n.T(cond["exam"])))
    out.append("")
    out.append(sec("Opinion and prognosis"))
    out.append(n.T("%d.1 On the balance of probabilities, {PT} sustained %s in the accident on %s." % (num[0], cond["name"], n.Dt(n.acc_date))))
    out.append("%d.2 %s" % (num[0], cond["prog"]))
    out.append("%d.3 %s" % (num[0], w.ch(["I do not recommend any further investigation.",
                                          "I recommend a course of cognitive behavioural therapy (8 to 12 sessions)." if cond["kind"] == "psych" else "I recommend a further six sessions of physiotherapy.",
                                          "I would be happy to review the claimant in six months.", "Future loss of earnings is a matter for the court."])))
    out.append("")
    out.append(sec("Statement of truth" if not us else "Attestation"))
    if L == "UK":
        out.append("I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. "
                   "Those that are within my own knowledge I confirm to be true. The opinions I have expressed represent my true and complete professional opinions on the matters to which they refer.")
    elif us:
        out.append("I declare under penalty of perjury that the information contained in this report is true and correct to the best of my knowledge. "
                   "I am available for deposition on reasonable notice.")
    else:
        out.append("I confirm that this report is true to the best of my knowledge and belief and that I understand my duty to assist the court impartially.")
    out.append("")
    out.append("Signed: %s" % n.DOC("title_full"))
    out.append("%s  %s %s" % (n.doc_quals, w.license_label() if not us else "Lic.", P("LICENSE", n.doc_lic)))
    out.append("Dated: %s" % n.D(n.letter_date))
    if w.chance(0.5):
        out.append("")
        out.append("%s  |  %s  |  %s" % (n.hosp_addr_lines(one_line=True), P("PHONE", n.hosp_phone), P("EMAIL", w.email(n.doc, domain=n.hosp_domain))))
    if w.chance(0.4):
        out.append("Fee note %s, payable by %s" % (P("ACCOUNT", "FN" + w.digits(6)), P("ORGANIZATION", firm)))
    return "\n".join(out)


GENRES = {
    "clinic_letter": clinic_letter,
    "referral": referral,
    "second_opinion": second_opinion,
    "insurance_report": insurance,
    "occupational_health": occ_health,
    "medicolegal_report": medicolegal,
}

"""Genres: palliative and advance care planning note, and three added genres:
homecare dispensing log, cryobiopsy pathology report, pulmonary rehabilitation referral."""
import core as C
import blocks as B
import clinical as K
import pools as P
from genres_a import _dx, _user

ACP_FORM = {"GB": ("ReSPECT form", "DNACPR"), "US": ("POLST", "DNR/DNI"), "CA": ("Goals of Care Designation", "no CPR"),
            "AU": ("Advance Care Directive", "not for CPR"), "NZ": ("Advance Care Plan", "not for CPR"),
            "IE": ("Think Ahead form", "DNAR")}
PROXY = {"GB": "Lasting Power of Attorney (health and welfare)", "US": "Health care proxy / durable POA",
         "CA": "Substitute decision-maker", "AU": "Enduring Guardian", "NZ": "Enduring Power of Attorney (personal care and welfare)",
         "IE": "Designated healthcare representative"}


BIRTH_LANG = [("Poland", "Polish"), ("India", "Punjabi"), ("the Philippines", "Tagalog"), ("Greece", "Greek"),
              ("Italy", "Italian"), ("Pakistan", "Urdu"), ("Hong Kong", "Cantonese"), ("Samoa", "Samoan"),
              ("Vietnam", "Vietnamese"), ("Portugal", "Portuguese"), ("Jamaica", "English"), ("Nigeria", "English"),
              ("Turkey", "Turkish"), ("Iran", "Farsi"), ("Chile", "Spanish"), ("Kenya", "English"),
              ("Scotland", "English"), ("Sri Lanka", "Tamil"), ("Tonga", "Tongan"), ("Malta", "English")]


def _pron(k):
    return ("he", "his", "him") if k["sex"] == "M" else ("she", "her", "her")


# ---------------------------------------------------------------- palliative / ACP
def palliative_acp(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    c = n.c
    he, his, him = _pron(k)
    form, cpr = ACP_FORM[c]
    n.t(rng.choice(["ADVANCE CARE PLANNING DISCUSSION\n", "Palliative Care Review - ILD\n",
                    "Supportive & Palliative Care Team: goals of care conversation\n"]))
    n.f("{h}\n", h=(k["hosp"]["name"], "HOSPITAL"))
    n.t("Date: ")
    n.dt(k["date"])
    n.t("   Setting: ")
    s = rng.randrange(3)
    if s == 0:
        n.f("home visit, {a}\n", a=C.addr_pieces(k["addr"], c, "line"))
    elif s == 1:
        n.f("{w}, bed {b}\n", w=(rng.choice(P.WARDS), "HOSPITAL"), b=(str(rng.randint(1, 28)), "LOCATION_OTHER"))
    else:
        n.f("ILD clinic, room {r}\n", r=(str(rng.randint(1, 16)), "LOCATION_OTHER"))
    B.pt_header(n, rng.choice([0, 1]))
    n.t("Present: patient; " + k["nok_rel"] + " ")
    n.nm(k["nok"], "fl", "FAMILY")
    n.t("; " + k["kid_rel"] + " ")
    n.nm(k["kid"], rng.choice(["f", "fl"]), "FAMILY")
    n.f(" (by phone, {t}); ", t=(C.phone(rng, c, "mob"), "PHONE"))
    n.nm(k["pall"], "l", "DOCTOR", C.dr(c))
    n.t(" (palliative care); ")
    n.nm(k["cns"], "fl", "DOCTOR")
    n.t(" (ILD CNS)\n\n")
    n.t("BACKGROUND\n")
    n.add(C.age_pieces(rng, k["age"], rng.choice(["year-old", "yo", "words"]), k["sex"]))
    n.t(" with %s, diagnosed " % dx["name"])
    n.dt(k["dx_date"], rng.choice(["my", "y"]))
    n.t(". FVC %d%%, TLCO %d%%. " % (k["pft"]["fvc_pct"] - rng.randint(5, 15), max(18, k["pft"]["dlco_pct"] - 10)))
    if rng.random() < 0.6:
        n.t("%s stopped on " % k["drug"].capitalize())
        n.dt(C.back(k["date"], rng, 10, 120))
        n.t(" (" + rng.choice(["weight loss", "intolerable diarrhoea", "patient choice", "deranged LFTs"]) + "). ")
    else:
        n.t("Continues %s. " % k["drug"])
    adm = rng.randint(1, 4)
    n.t("LTOT %d L/min via nasal cannula (Fisher & Paykel Airvo 2 humidification overnight). %d admission%s since " % (
        rng.choice([2, 3, 4]), adm, "" if adm == 1 else "s"))
    n.add(C.holiday(rng, c))
    n.t(".\n\nSYMPTOMS (IPOS)\nBreathlessness %d/10, cough %d/10, anxiety %d/10, fatigue %d/10, poor appetite %d/10.\n\n" % tuple(
        rng.randint(2, 9) for _ in range(5)))
    n.t("UNDERSTANDING AND WISHES\n")
    n.t(rng.choice(["Understands the illness is progressive and not curable. ",
                    "Aware that time may be short (months rather than years). ",
                    "Says 'I know the lungs are scarring and won't get better'. "]))
    n.t("%s most important priorities are %s.\n" % (his.capitalize(), rng.choice([
        "staying at home with the dog and family", "seeing a grandchild's wedding in the spring",
        "not being in pain or frightened", "not being a burden"])))
    n.t("Previously a ")
    n.p(k["occ"], "PROFESSION")
    n.t("; faith is important - member of ")
    n.f("{ch}, and would like ", ch=(k["church"], "ORGANIZATION"))
    ttl = rng.choice(["Rev.", "Father", "Imam", "Pastor", "Rabbi", ""])
    n.nm(C.person(rng, "M" if ttl in ("Father", "Imam") else None), rng.choice(["fl", "l"]) if ttl else "fl",
         "FAMILY", ttl or None)
    n.t(" informed.\n\nDECISIONS\n")
    n.f("- {cpr}; {form} completed and signed, ref {r}; original at home, copy to GP and ambulance service.\n",
        cpr=cpr, form=form, r=(rng.choice(["RSP-", "ACP", "POLST-", ""]) + C._d(rng, 7), "IDNUM"))
    n.t("- Ceiling of care: " + rng.choice(["ward-based care, no ICU/intubation; NIV not wanted.",
                                             "trial of high-flow oxygen acceptable; no mechanical ventilation.",
                                             "comfort-focused care; avoid hospital admission where possible."]) + "\n")
    n.f("- Preferred place of care: home. Preferred place of death: {p}.\n",
        p=rng.choice([[("home", None)], [(k["hospice"], "HOSPITAL")]]))
    n.f("- {pr}: ", pr=PROXY[c])
    n.nm(k["kid"], "fl", "FAMILY")
    n.t(" (" + k["kid_rel"] + ")")
    if rng.random() < 0.6:
        n.t(", registered ")
        n.dt(C.back(k["date"], rng, 30, 900))
        n.f(", ref {r}", r=(rng.choice(["OPG ", "LPA-", "EPA "]) + C._d(rng, 4) + "-" + C._d(rng, 4), "IDNUM"))
    n.t(".\n\nSYMPTOM PLAN\n")
    n.t("- Morphine sulfate oral solution 1-2 mg PRN up to 4-hourly for breathlessness; laxative.\n")
    n.t("- Lorazepam 0.5 mg SL PRN for breathlessness-related panic. Handheld fan; breathing control.\n")
    n.f("- Anticipatory ('just in case') medicines requested from {ph}.\n", ph=(k["pharmacy"], "HOSPITAL"))
    n.f("- Referral to {hs} community team; district nurses informed.\n", hs=(k["hospice"], "HOSPITAL"))
    n.t("\nFollow-up call ")
    n.dt(C.fwd(k["date"], rng, 3, 14), rng.choice(["wd", "dmw", k["ds"]]))
    n.f(". 24-hour advice line {t}.\n\n", t=(C.phone(rng, c), "PHONE"))
    n.nm(k["pall"], rng.choice(["fl", "fml"]), "DOCTOR", C.dr(c))
    n.t(", " + B.role(n, "pall"))
    if rng.random() < 0.5:
        n.f("  bleep {b}", b=(C.bleep(rng), "PHONE"))
    n.t("\n")


# ---------------------------------------------------------------- homecare dispensing log (added)
def homecare_log(n):
    rng, k = n.rng, n.case
    _dx(n)
    c = n.c
    drug = k["drug"]
    d = K.DRUG[drug]
    org = k["homecare"]
    n.f("{o} - Homecare Medicines Service\nPATIENT DELIVERY & DISPENSING RECORD\n", o=(org, "ORGANIZATION"))
    n.f("Customer care {t}  |  {e}  |  tracking {u}\n\n", t=(C.phone(rng, c), "PHONE"),
        e=(C.email_team(rng, org, "care"), "EMAIL"), u=(C.url(rng, org, "track"), "URL"))
    n.f("Referring centre: {h}   Homecare account: {a}\n", h=(k["hosp"]["name"], "HOSPITAL"),
        a=(rng.choice(["HC-", "AC", ""]) + C._d(rng, 8), "ACCOUNT"))
    n.t("Registered: ")
    n.dt(k["start_date"], "num")
    if rng.random() < 0.6:
        n.f("   Portal username: {u}", u=(k["pt"]["first"].lower() + "." + C.slug(k["pt"]["last"]) + C._d(rng, 2), "USERNAME"))
    n.t("\n\n")
    B.pt_header(n, rng.choice([0, 2]), addr=True, contact=True)
    if rng.random() < 0.4:
        n.t("Alternative delivery: neighbour ")
        nb = C.person(rng)
        n.nm(nb, "fl", "FAMILY")
        n.f(", {s}\n", s=(C.street(rng, c), "STREET"))
    n.t("\nPRESCRIPTION\n")
    n.t("%s (%s) %s - %s, qty %d per 28 days. Prescriber: " % (
        d["brand"], drug, d["cap"], d["start"] if drug == "nintedanib" else d["full"], 56 if drug == "nintedanib" else 252))
    n.nm(k["cons"], rng.choice(["l", "fl"]), "DOCTOR", C.dr(c))
    n.f("  Rx ref {r}\n", r=(rng.choice(["RX", "P", "HCR"]) + C._d(rng, 8), "IDNUM"))
    n.t("Clinical check: ")
    n.nm(k["pharmacist"], rng.choice(["fl", "il"]), "DOCTOR")
    l, v = C.licence(rng, c, "pharm")
    n.f(" ({l} {v})\n\n", l=l, v=(v, "LICENSE"))
    n.t("DELIVERIES\nDate        Order      Qty  Batch     Exp      Driver    Vehicle    Received by / confirmation\n")
    dd = k["start_date"]
    for i in range(rng.randint(3, 6)):
        dd = C.fwd(dd, rng, 26, 30)
        n.dt(dd, "num")
        n.f("  {o}  ", o=(C._d(rng, 8), "IDNUM"))
        n.t("%-4d %-9s %-8s " % (56 if drug == "nintedanib" else 252, C._d(rng, 6) + rng.choice("ABCD"),
                                 "%02d/%d" % (rng.randint(1, 12), dd.year + rng.randint(1, 3))))
        n.p(rng.choice(P.MALE + P.FEMALE), "DOCTOR")
        n.t("  ")
        plate = {"GB": C._L(rng, 2) + C._d(rng, 2) + " " + C._L(rng, 3), "US": C._d(rng, 1) + C._L(rng, 3) + C._d(rng, 3),
                 "CA": C._L(rng, 4) + " " + C._d(rng, 3), "AU": C._L(rng, 3) + "-" + C._d(rng, 2) + C._L(rng, 1),
                 "NZ": C._L(rng, 3) + C._d(rng, 3), "IE": C._d(rng, 2) + "-" + rng.choice(["D", "C", "L", "G"]) + "-" + C._d(rng, 5)}[c]
        n.p(plate, "VEHICLE")
        n.t("  ")
        r = rng.randrange(4)
        if r == 0:
            n.nm(k["pt"], "il", "PATIENT")
            n.t(" - signature")
        elif r == 1:
            n.nm(k["nok"], "f", "FAMILY")
            n.t(" (" + k["nok_rel"] + ") - signature")
        elif r == 2:
            n.t("patient - fingerprint ")
            n.p(k["finger"], "BIOID")
        else:
            n.t("left in safe place (agreed)")
        n.t("\n")
    n.t("\nNotes: store below 25 C, keep in original blister. " + rng.choice([
        "Nurse visit for LFT bloods offered - declined, GP practice doing bloods.",
        "Missed delivery - card left; redelivered next day.",
        "Dose change received from ILD team, old stock collected for destruction.",
        "Patient on holiday - delivery held."]) + "\n")
    n.t("Audit: order released by ")
    n.p(C.username(k, k["pharmacist"], rng), "USERNAME")
    n.f(" from {ip} at %02d:%02d on " % (rng.randint(7, 18), rng.randrange(60)), ip=(C.ipaddr(rng), "IPADDR"))
    n.dt(dd, "iso")
    n.t("\n")


# ---------------------------------------------------------------- cryobiopsy pathology (added)
def cryobiopsy_report(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    c = n.c
    coll = C.back(k["date"], rng, 3, 10)
    n.f("{h}\n{d}\nSURGICAL PATHOLOGY REPORT\n\n", h=(k["hosp"]["name"], "HOSPITAL"),
        d=rng.choice(["Department of Cellular Pathology", "Anatomical Pathology", "Histopathology Laboratory"]))
    n.f("Lab no: {l}    ", l=(rng.choice(["H", "S", "LP"]) + str(coll.year % 100) + "-" + C._d(rng, 5), "IDNUM"))
    n.f("Request: {r}\n", r=(C._d(rng, 10), "IDNUM"))
    B.pt_header(n, rng.choice([1, 2]))
    n.t("Requesting clinician: ")
    n.nm(k["cons"], rng.choice(["LF", "il", "fl"]), "DOCTOR", None if rng.random() < 0.5 else C.dr(c))
    n.t("   Location: ")
    if rng.random() < 0.5:
        n.f("Endoscopy Suite {s}", s=(str(rng.randint(1, 4)), "LOCATION_OTHER"))
    else:
        n.p(rng.choice(P.WARDS), "HOSPITAL")
    n.t("\nCollected: ")
    n.dt(coll, "num")
    n.t("   Received: ")
    n.dt(C.fwd(coll, rng, 0, 1), "num")
    n.t("   Reported: ")
    n.dt(k["date"], "num")
    n.t("\n\nSPECIMEN: Transbronchial lung cryobiopsies x%d, %s (1.9 mm cryoprobe, Fogarty balloon prophylactic).\n" % (
        rng.randint(3, 5), rng.choice(["right lower lobe", "left lower lobe", "RLL lateral and posterior basal segments"])))
    n.t("CLINICAL DETAILS: " + rng.choice(["?UIP vs fibrotic HP. Budgie exposure.", "Indeterminate HRCT; for MDT.",
                                           "Progressive fibrosis, CTD screen negative.", "Query NSIP. Raynaud's."]) + "\n\n")
    n.t("MACROSCOPY: %d fragments of tan tissue, 3-7 mm, all embedded (A1-A%d). Serial levels x3.\n\n" % (
        rng.randint(3, 5), rng.randint(3, 5)))
    n.t("MICROSCOPY: " + {
        "UIP": "Patchy dense fibrosis with architectural distortion, subpleural accentuation and scattered fibroblastic foci. "
               "Microscopic honeycombing. No granulomas.",
        "probable UIP": "Patchy fibrosis with fibroblastic foci adjacent to relatively normal lung. No granulomas or giant cells.",
        "fHP": "Bronchiolocentric fibrosis with peribronchiolar metaplasia, poorly formed non-necrotising granulomas and "
               "multinucleate giant cells with cholesterol clefts.",
        "NSIP": "Uniform alveolar septal thickening by fibrosis and mild lymphoplasmacytic inflammation; no fibroblastic foci.",
        "indeterminate": "Alveolar parenchyma with mild interstitial fibrosis; features non-specific.",
        "CPFE": "Fibrosis with fibroblastic foci alongside emphysematous spaces and smoking-related interstitial fibrosis.",
        "PPFE": "Intra-alveolar fibrosis with dense elastosis on EVG stain, subpleural distribution.",
    }[dx["pattern"]] + "\n")
    n.t("Special stains: EVG, Perls, Ziehl-Neelsen and Grocott performed - no acid-fast bacilli or fungi.\n\n")
    n.t("CONCLUSION: " + {
        "UIP": "Usual interstitial pneumonia pattern.", "probable UIP": "Features in keeping with UIP (probable).",
        "fHP": "Consistent with fibrotic hypersensitivity pneumonitis.", "NSIP": "Fibrotic NSIP pattern.",
        "indeterminate": "Non-diagnostic; please correlate at MDT.",
        "CPFE": "UIP pattern with emphysema and smoking-related fibrosis.",
        "PPFE": "Pleuroparenchymal fibroelastosis."}[dx["pattern"]] + "\n")
    n.t("SNOMED: T-2%d000, M-4%d000\n\n" % (rng.randint(6, 8), rng.randint(4, 9)))
    n.t("Procedure (bronchoscopist ")
    n.nm(k["cons2"], rng.choice(["l", "fl"]), "DOCTOR", C.dr(c))
    n.t("): " + rng.choice(["no pneumothorax", "small pneumothorax, managed conservatively", "grade 1 bleeding"]) + ". ")
    n.t("For discussion at ILD MDT ")
    n.dt(C.fwd(k["date"], rng, 2, 14), rng.choice(["num", "wdnum", k["ds"]]))
    n.t(".\n\nReported by: ")
    n.nm(k["path"], rng.choice(["fl", "fml"]), "DOCTOR", C.dr(c))
    n.t(", " + B.role(n, "path"))
    if rng.random() < 0.6:
        l, v = C.licence(rng, c, "doc")
        n.f(" ({l} {v})", l=l, v=(v, "LICENSE"))
    if rng.random() < 0.5:
        n.t("\nSecond opinion: ")
        n.nm(C.person(rng), "fl", "DOCTOR", C.dr(c))
        n.f(", {h} (agree)", h=(rng.choice(P.HOSPITALS[c]), "HOSPITAL"))
    n.t("\n")
    if rng.random() < 0.4:
        n.f("Authorised by {u}  {ip}\n", u=_user(n, k["path"]), ip=(C.ipaddr(rng), "IPADDR"))


# ---------------------------------------------------------------- pulmonary rehab referral (added)
def pr_referral(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    c = n.c
    w = k["walk"]
    n.t("PULMONARY REHABILITATION REFERRAL\n")
    n.f("To: Pulmonary Rehabilitation Team, {h}   Email: {e}\n\n", h=(rng.choice(P.HOSPITALS[c] + P.PRACTICES[c]), "HOSPITAL"),
        e=(C.email_team(rng, k["hosp"]["name"], "pulmrehab.referrals"), "EMAIL"))
    n.t("Referral date: ")
    n.dt(k["date"])
    n.t("   Urgency: " + rng.choice(["routine", "soon (post-exacerbation)"]) + "\n\n")
    n.t("PATIENT\nName: ")
    n.nm(k["pt"], rng.choice(["fl", "LF", "fml"]), "PATIENT")
    n.t("\nDOB: ")
    n.dt(k["dob"])
    n.f("  Age: {a}\n{hl}: {hv}   {ml} {m}\n", a=(str(k["age"]), "AGE"), hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"),
        ml="Hosp no" if c != "US" else "MRN", m=(k["mrn"], "MRN"))
    n.f("Address: {a}\nHome: {t}   Mobile: {m}\n", a=C.addr_pieces(k["addr"], c, "line"), t=(k["tel"], "PHONE"),
        m=(k["mob"], "PHONE"))
    if rng.random() < 0.6:
        n.f("Email: {e}\n", e=(k["email"], "EMAIL"))
    n.t("Country of birth: ")
    cb = rng.random()
    if cb < 0.6:
        cob, lang = rng.choice(BIRTH_LANG)
        n.add(B.elsewhere(rng, cob))
        n.t("   First language: " + lang)
        n.t("   Interpreter: " + rng.choice(["yes", "no"]) + "\n")
    else:
        n.f("{c}\n", c=(k["addr"]["country"], "COUNTRY"))
    n.t({"US": "PCP: ", "CA": "Family physician: "}.get(c, "GP: "))
    B.gp_block(n, label=False)
    n.t("Carer/NOK: ")
    n.nm(k["nok"], "fl", "FAMILY")
    n.f(" ({r}) {t}\n\n", r=k["nok_rel"], t=(k["nok_tel"], "PHONE"))
    n.t("CLINICAL\nDiagnosis: %s (%s). MRC dyspnoea grade %d.\n" % (dx["name"], dx["ab"], rng.randint(2, 5)))
    n.t("Functional test: " + rng.choice(["6MWT %d m, nadir SpO2 %d%%" % (w["dist"], w["nadir"]),
                                          "ISWT %d m, nadir SpO2 %d%%" % (w["dist"] - 60, w["nadir"])]))
    n.t(". Oxygen: " + rng.choice(["none", "ambulatory 2 L/min", "LTOT 2 L/min + ambulatory 4 L/min"]) + ".\n")
    n.t("Antifibrotic: %s since " % k["drug"])
    n.dt(k["start_date"], rng.choice(["my", "smy"]))
    n.t(".\nComorbidities: " + "; ".join(K.pick(rng, K.COMORB, rng.randint(1, 3))) + ".\n")
    n.t("Exclusions checked: unstable angina, severe aortic stenosis, uncontrolled AF - none.\n")
    n.t("Scores: CAT %d, K-BILD %d, St George's Respiratory Questionnaire %d, Clinical Frailty Scale %d.\n\n" % (
        rng.randint(10, 35), rng.randint(38, 70), rng.randint(30, 75), rng.randint(3, 6)))
    n.t("SOCIAL\n")
    if rng.random() < 0.5:
        n.f("Still works part-time as {ar} {o} at {e}.\n", ar=B.art(k["occ"]), o=(k["occ"], "PROFESSION"),
            e=(k["employer"], "ORGANIZATION"))
    else:
        B.occupation_line(n, rng.choice([1, 3]))
        n.t("\n")
    n.f("Preferred venue: {v}. ", v=(k["venue"], "LOCATION_OTHER"))
    t = rng.randrange(3)
    if t == 0:
        plate = {"GB": C._L(rng, 2) + C._d(rng, 2) + " " + C._L(rng, 3), "US": C._d(rng, 1) + C._L(rng, 3) + C._d(rng, 3),
                 "CA": C._L(rng, 4) + " " + C._d(rng, 3), "AU": C._d(rng, 1) + C._L(rng, 2) + "-" + C._d(rng, 1) + C._L(rng, 2),
                 "NZ": C._L(rng, 2) + C._d(rng, 4), "IE": C._d(rng, 3) + "-" + rng.choice(["KY", "G", "C"]) + "-" + C._d(rng, 3)}[c]
        n.f("Drives own car (reg {v}); disabled parking permit {b}.\n", v=(plate, "VEHICLE"),
            b=(rng.choice(["BB", "DP", "P"]) + C._d(rng, 6), "IDNUM"))
    elif t == 1:
        n.t("Needs hospital transport; ")
        n.nm(k["nok"], "f", "FAMILY")
        n.t(" can drive on some days.\n")
    else:
        n.t("Lift from " + k["kid_rel"] + " ")
        n.nm(k["kid"], "f", "FAMILY")
        n.t(".\n")
    n.t("Goals: " + rng.choice(["walk to the post office and back", "manage the stairs without stopping",
                                "return to bowls club", "play with grandchildren in the garden",
                                "be fit for transplant assessment"]) + ".\n\n")
    n.t("REFERRER\n")
    r = rng.choice(["cons", "cns", "physio"])
    p = B.person_of(n, r)
    n.nm(p, "fl", "DOCTOR", C.dr(c) if r == "cons" else None)
    n.f(", {ro}\nTel {t}  Email {e}\nSigned ", ro=B.role(n, r), t=(C.ext_phone(rng, c), "PHONE"),
        e=(C.email_staff(rng, p, k["hosp"]["name"]), "EMAIL"))
    n.nm(p, "INI", "DOCTOR")
    n.t("   ")
    n.dt(k["date"], "num")
    n.t("\n")

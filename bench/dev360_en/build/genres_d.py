"""Alternative layouts: North American clinic follow-up note, SBAR telephone encounter,
MDT outcome e-mail."""
import core as C
import blocks as B
import clinical as K
import pools as P
from genres_a import _dx, _user, _smoking


# ---------------------------------------------------------------- clinic note (US/CA EHR style)
def clinic_note_na(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f, w, c = k["pft"], k["walk"], n.c
    he, his = ("he", "his") if k["sex"] == "M" else ("she", "her")
    n.f("{h} - Pulmonary Medicine / ILD Program\nOUTPATIENT FOLLOW-UP NOTE\n\n", h=(k["hosp"]["name"], "HOSPITAL"))
    n.f("Patient: {p}   MRN: {m}   DOB: ", p=C.name(k["pt"], "LFM", "PATIENT"), m=(k["mrn"], "MRN"))
    n.dt(k["dob"], "num")
    n.f("   Age/Sex: {a} y.o. {s}\n", a=(str(k["age"]), "AGE"), s="male" if k["sex"] == "M" else "female")
    n.t("Visit date: ")
    n.dt(k["date"], "num")
    n.f("   Encounter #: {e}   Location: ILD Clinic, Suite {r}\n", e=(C._d(rng, 10), "ACCOUNT"),
        r=(str(rng.randint(1, 9)) + rng.choice("ABCD"), "LOCATION_OTHER"))
    n.t("PCP: ")
    n.nm(k["gp"], "fl", "DOCTOR", C.dr(c))
    n.f(" ({p})\n", p=(k["practice"]["name"], "HOSPITAL"))
    if k["ssn"] and rng.random() < 0.3:
        n.f("{l}: {v}\n", l=k["ssn"][0], v=(k["ssn"][1], "SSN"))
    n.t("\nCHIEF COMPLAINT: follow-up %s on %s\n\n" % (dx["ab"], k["drug"]))
    n.t("HPI: ")
    n.nm(k["pt"], "l", "PATIENT", k["title"])
    n.t(" is a ")
    n.add(C.age_pieces(rng, k["age"], rng.choice(["y/o", "yo", "year-old"])))
    n.f(" {ar} {o} with {d} diagnosed ", ar="retired" if k["age"] > 66 else "former", o=(k["occ"], "PROFESSION"), d=dx["name"])
    n.dt(k["dx_date"], rng.choice(["my", "smy", "mmyy"]))
    n.t(", started on %s " % k["drug"])
    n.dt(k["start_date"], rng.choice(["num", "smy", "my"]))
    n.t(". Since last visit %s reports %s. %s. " % (he, rng.choice(K.SYMPTOMS), rng.choice(K.SIDE_EFFECTS[k["drug"]]).capitalize()))
    if rng.random() < 0.7:
        n.t(he.capitalize() + " spent ")
        n.add(C.holiday(rng, c))
        n.t(" with " + his + " " + k["kid_rel"] + " ")
        n.nm(k["kid"], "f", "FAMILY")
        n.f(" in {t}, {s}", t=(rng.choice(P.TOWNS[c]), "CITY"), s=(rng.choice(P.STATES[c])[1], "STATE"))
        n.t(rng.choice([" and needed to rest on stairs.", " without problems.", " and used the POC on the flight."]))
    n.t("\n\nROS: negative for fever, hemoptysis, chest pain, orthopnea. Positive for exertional dyspnea.\n")
    n.t("MEDICATIONS:\n")
    meds = ["%s %s" % (k["drug"], K.DRUG[k["drug"]]["start"].replace("BD", "BID").replace("TDS", "TID"))]
    meds += K.usify(K.pick(rng, K.MEDS, rng.randint(2, 5)), "US")
    n.t("".join("  - %s\n" % m for m in meds))
    n.t("ALLERGIES: " + rng.choice(["NKDA", "penicillin (rash)", "sulfa (hives)", "codeine (nausea)"]) + "\n")
    n.t("SOCIAL: " + _smoking(rng) + " Lives with " + k["nok_rel"] + " ")
    n.nm(k["nok"], "f", "FAMILY")
    n.f(". Worked at {e} for {y} years.\n\n", e=(k["employer"], "ORGANIZATION"), y=str(rng.randint(6, 35)))
    n.t("EXAM: BP %d/%d  HR %d  RR %d  SpO2 %d%% RA  BMI %.1f\n" % (
        rng.randint(112, 152), rng.randint(62, 90), w["rest_hr"], rng.randint(14, 22), w["rest"], rng.uniform(21, 34)))
    n.t("  " + rng.choice(K.EXAM) + "\n\n")
    n.t("DATA:\n  PFT ")
    n.dt(k["pft_date"], "num")
    n.t(": FVC %.2f L (%d%%), FEV1/FVC %.2f, DLCO %d%%\n" % (f["fvc"], f["fvc_pct"], f["ratio"], f["dlco_pct"]))
    n.t("  HRCT ")
    n.dt(k["hrct_date"], "num")
    n.t(": " + K.FINDINGS[dx["pattern"]][0] + "\n")
    lf = K.lfts(rng)
    n.t("  Labs: AST %d, ALT %d, T bili %.1f mg/dL, ALP %d\n\n" % (lf["ast"], lf["alt"], lf["bili"] / 17.1, lf["alp"]))
    n.t("ASSESSMENT / PLAN:\n# %s (%s) - %s. Continue %s; LFTs q3 months.\n" % (
        dx["name"], dx["icd"], rng.choice(["stable", "slow progression", "FVC decline >10%, discussed options"]), k["drug"]))
    n.t("# " + rng.choice(["GERD - continue PPI.", "Exertional hypoxemia - ambulatory O2 2 L pulsed.",
                           "Weight loss - dietitian referral.", "Cough - trial of gabapentin 100 mg TID."]) + "\n")
    n.t("# Health maintenance - influenza, COVID-19, RSV and PCV20 vaccines up to date.\n")
    if k["age"] < 66 and rng.random() < 0.6:
        n.f("# Transplant - referral sent to {t}.\n", t=(k["tx"], "HOSPITAL"))
    n.t("RTC 3 months with PFTs/6MWT.\n\n")
    n.t("Electronically signed by ")
    n.nm(k["cons"], "fml", "DOCTOR")
    n.t(", " + B.cred(n, "cons") + " on ")
    n.dt(C.fwd(k["date"], rng, 0, 2), "num")
    n.t(" %02d:%02d" % (rng.randint(8, 21), rng.randrange(60)))
    l, v = C.licence(rng, c, "doc")
    n.f("\n{l} {v}\n", l=l, v=(v, "LICENSE"))
    if rng.random() < 0.4:
        n.t("Scribed by ")
        n.nm(C.person(rng), "fl", "DOCTOR")
        n.t(" in the presence of the physician.\n")


# ---------------------------------------------------------------- SBAR telephone encounter
def phone_encounter(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    c = n.c
    n.f("TELEPHONE ENCOUNTER - {h} ILD nurse line\n", h=(k["hosp"]["name"], "HOSPITAL"))
    n.f("Encounter: {e}   Date/time: ", e=(rng.choice(["TE", "ENC", ""]) + C._d(rng, 9), "ACCOUNT"))
    n.dt(k["date"])
    n.t(" %02d:%02d   Call type: %s\n" % (rng.randint(8, 17), rng.randrange(60), rng.choice(["incoming", "return call"])))
    fam = rng.random() < 0.5
    n.t("Call from: ")
    if fam:
        n.t(k["nok_rel"] + " ")
        n.nm(k["nok"], "fl", "FAMILY")
        n.t(" (verbal consent from patient on file)")
    else:
        n.t("patient")
        if rng.random() < 0.5:
            n.f(", verified by voice biometric {b}", b=(k["voice"], "BIOID"))
    n.f("   Call-back number: {t}\n", t=(k["nok_tel"] if fam else k["mob"], "PHONE"))
    B.pt_header(n, rng.choice([1, 2]))
    n.t("\nS: ")
    topic = rng.randrange(3)
    if topic == 0:
        n.t("Diarrhoea %d-%d x/day for 5 days on %s; no blood, tolerating fluids.\n" % (
            rng.randint(3, 5), rng.randint(6, 8), k["drug"]))
    elif topic == 1:
        n.t("Increased breathlessness and cough since ")
        n.dt(C.back(k["date"], rng, 2, 6), "wd")
        n.t("; home SpO2 %d%% at rest.\n" % rng.randint(86, 93))
    else:
        n.t("Rash on face and hands after a day at the beach; itchy, no blistering.\n")
    n.t("B: %s, on %s since " % (dx["ab"], k["drug"]))
    n.dt(k["start_date"], rng.choice(["my", "smy"]))
    n.t(". Last LFTs ")
    n.dt(C.back(k["date"], rng, 14, 80), rng.choice(["dm", "num"]))
    n.t(" normal.\n")
    n.t("A: " + ["Grade 2 diarrhoea, not dehydrated by history.", "Possible acute exacerbation vs infection.",
                 "Photosensitivity reaction, mild."][topic] + "\n")
    n.t("R: " + ["Hold antifibrotic 48 h, loperamide, restart at reduced dose; call if worse.",
                 "Same-day review in respiratory day unit; advised to call %s if distressed." % K.PUBLIC_NUMBERS[c],
                 "Hold for 5 days, SPF 50+, restart with titration; photos sent via portal."][topic] + "\n")
    if topic == 2 and rng.random() < 0.7:
        n.f("Photos uploaded at {u}\n", u=(C.url(rng, k["hosp"]["name"], "portal/upload"), "URL"))
    n.t("\nRouted to ")
    n.nm(k["cons"], rng.choice(["l", "fl"]), "DOCTOR", C.dr(c))
    n.t(" - reviewed and agreed ")
    n.dt(k["date"], rng.choice(["num", "dm"]))
    n.t(".\nDocumented by ")
    n.nm(k["cns"], "fl", "DOCTOR")
    n.t(", " + B.cred(n, "cns"))
    n.f("  (user {u}, workstation {ip})\n", u=_user(n, k["cns"]), ip=(C.ipaddr(rng), "IPADDR"))


# ---------------------------------------------------------------- MDT outcome e-mail
def mdt_email(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f, c = k["pft"], n.c
    h = k["hosp"]["name"]
    n.t("From: ILD MDT Coordinator <")
    n.p(C.email_team(rng, h, "ild.mdt"), "EMAIL")
    n.t(">\nTo: ")
    n.nm(k["gp"], "fl", "DOCTOR")
    n.f(" <{e}>\nCc: ", e=(C.email_staff(rng, k["gp"], k["practice"]["name"]), "EMAIL"))
    n.nm(k["cons"], "fl", "DOCTOR")
    n.f(" <{e}>\nSent: ", e=(C.email_staff(rng, k["cons"], h), "EMAIL"))
    n.dt(C.fwd(k["mdt_date"], rng, 0, 2), "wdlong")
    n.t(" %02d:%02d\nSubject: ILD MDT outcome - " % (rng.randint(9, 18), rng.randrange(60)))
    n.nm(k["pt"], rng.choice(["LF", "LFM"]), "PATIENT")
    n.f(" - {m}\n\n", m=(k["mrn"], "MRN"))
    n.t("Dear ")
    n.nm(k["gp"], "l", "DOCTOR", C.dr(c))
    n.t(",\n\nYour patient ")
    n.nm(k["pt"], "fl", "PATIENT")
    n.t(" (DOB ")
    n.dt(k["dob"])
    n.f(", {hl} {hv}) was discussed at the {h} regional ILD MDT on ", hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"),
        h=(h, "HOSPITAL"))
    n.dt(k["mdt_date"], rng.choice(["long", "wdlong", k["ds"]]))
    n.t(".\n\nMDT diagnosis: %s (%s).\n" % (dx["name"], rng.choice(K.CONFIDENCE)))
    n.t("Key data: HRCT ")
    n.dt(k["hrct_date"], rng.choice(["smon", "num"]))
    n.t(" - %s pattern; FVC %d%%, TLCO %d%%.\n" % (dx["pattern"], f["fvc_pct"], f["dlco_pct"]))
    n.t("Recommendations:\n - " + rng.choice([
        "Start %s; we will arrange homecare supply and LFT monitoring." % k["drug"],
        "Continue current management; repeat PFTs in 6 months.",
        "Serial monitoring only at present; re-discuss if FVC falls >5%."]) + "\n")
    n.t(" - Please avoid co-prescribing " + rng.choice(["fluvoxamine", "ketoconazole", "St John's wort"]) +
        " (interaction).\n - Patient to be seen in clinic by ")
    n.nm(k["cons"], "l", "DOCTOR", C.dr(c))
    n.t(" within 4 weeks.\n\nKind regards,\n")
    n.nm(k["coord"], "fl", "DOCTOR")
    n.f("\nILD MDT Coordinator | {t}\n\n", t=(C.ext_phone(rng, c), "PHONE"))
    n.t("This e-mail and any attachments are confidential. If you have received it in error please notify "
        "the sender and delete it. Secure e-mail: see ")
    n.p(C.url(rng, h, "secure-email"), "URL")
    n.t("\n")

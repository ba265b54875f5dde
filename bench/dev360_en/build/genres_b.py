"""Genres: specialist nurse telephone log, funding/prior-authorisation request,
transplant referral letter, clinic letter."""
import core as C
import blocks as B
import clinical as K
import pools as P
from genres_a import _dx, _user, _smoking


def _time(rng):
    return "%02d:%02d" % (rng.randint(8, 17), rng.randrange(60))


# ---------------------------------------------------------------- nurse telephone log
def _entry(n, topic, d):
    rng, k = n.rng, n.case
    drug = k["drug"]
    n.dt(d, k["logds"])
    if topic == 8:
        n.t(" " + _time(rng) + "  " + rng.choice(["Outgoing", "OUT"]) + "\n")
        who = -1
    else:
        n.t(" " + _time(rng) + "  " + rng.choice(["Incoming", "Outgoing", "IN", "OUT", "Returned call"]) + "\n")
        who = rng.randrange(3)
    if who == -1:
        pass
    elif who == 0:
        n.t("Spoke with: patient")
        if rng.random() < 0.4:
            n.t(" (")
            n.nm(k["pt"], "f", "PATIENT")
            n.t(")")
    elif who == 1:
        n.f("Spoke with: {r} ", r=k["nok_rel"])
        n.nm(k["nok"], rng.choice(["f", "fl"]), "FAMILY")
        n.f(" on {t}", t=(k["nok_tel"], "PHONE"))
    else:
        n.f("Spoke with: {r} ", r=k["kid_rel"])
        n.nm(k["kid"], rng.choice(["f", "fl"]), "FAMILY")
        if rng.random() < 0.5:
            n.f(" ({j})", j=(k["kid_job"], "PROFESSION"))
    if who == 0 and rng.random() < 0.5:
        n.f(". Identity confirmed by voiceprint {b}\n", b=(k["voice"], "BIOID"))
    elif who >= 0:
        n.t(". ID checked (name/DOB/address)\n")
    if topic == 0:
        n.t("Reason: loose stools x%d/day since starting %s. No blood, eating and drinking.\n" % (rng.randint(3, 7), drug))
        n.t("Advice: loperamide 4 mg after first loose stool then 2 mg PRN (max 16 mg/day), fluids; hold "
            "dose if >6/day and call back. Will ring back ")
        n.dt(C.fwd(d, rng, 1, 4), "wd")
        n.t(".\n")
    elif topic == 1:
        n.t("Reason: LFT result from GP - ALT %d U/L (ULN 40).\n" % rng.randint(70, 135))
        n.t("Plan: continue, repeat LFTs in 2/52. Request faxed to ")
        n.f("{p} on {f}.\n", p=(k["practice"]["name"], "HOSPITAL"), f=(k["practice"]["fax"], "FAX"))
    elif topic == 2:
        org = k["homecare"]
        n.f("Reason: homecare delivery missed. Rang {o} on {t}, ", o=(org, "ORGANIZATION"), t=(C.phone(rng, n.c), "PHONE"))
        n.t("new delivery ")
        n.dt(C.fwd(d, rng, 1, 5), rng.choice(["wdnum", "dmw", k["ds"]]))
        n.t(". Pt has 4 days' supply left.\n")
    elif topic == 3:
        n.t("Reason: red itchy rash on forearms/neck after sun exposure (pirfenidone).\n" if drug == "pirfenidone"
            else "Reason: nausea and reduced appetite, weight down 2 kg.\n")
        n.t("Advice: take with food, " + ("SPF 50, hat, long sleeves; reduce to 2 tabs TDS for 1/52.\n" if drug == "pirfenidone"
                                          else "small frequent meals, ondansetron from GP, dose reduction to 100 mg BD discussed with ") )
        if drug != "pirfenidone":
            n.nm(k["cons"], "l", "DOCTOR", C.dr(n.c))
            n.t(".\n")
    elif topic == 4:
        n.t("Reason: more breathless x3 days, green sputum, SpO2 %d%% on home oximeter (Nonin Onyx).\n" % rng.randint(84, 91))
        n.t("Advice: same-day GP review for ?infective exacerbation; if acutely worse call %s. Rescue pack started.\n" %
            K.PUBLIC_NUMBERS[n.c])
    elif topic == 5:
        n.f("Reason: POC alarm faulting (serial {s}). ", s=(rng.choice(["IO5", "SGM"]) + C._d(rng, 8), "DEVICE"))
        n.f("Contacted {o}; engineer visit booked for ", o=(rng.choice(P.OXYGEN_CO), "ORGANIZATION"))
        n.dt(C.fwd(d, rng, 1, 3), rng.choice(["wd", "dmw"]))
        n.t(". Using cylinders meanwhile.\n")
    elif topic == 6:
        n.f("Reason: planning to fly to {c} over ", c=B.elsewhere(rng))
        n.add(C.holiday(rng, n.c))
        n.t(" to see family. Needs hypoxic challenge test and letter for airline; travel insurance declared ILD.\n")
        n.t("Plan: HCT booked ")
        n.dt(C.fwd(d, rng, 7, 30))
        n.t(".\n")
    elif topic == 7:
        n.t("Reason: repeat prescription - ")
        n.f("{p} could not order {dr}.\n", p=(k["pharmacy"], "HOSPITAL"), dr=K.DRUG[drug]["brand"])
        n.t("Action: e-script sent; confirmed with pharmacist ")
        n.nm(C.person(rng), "f", "DOCTOR")
        n.t(".\n")
    elif topic == 8:
        n.f("No answer on {t}. Voicemail left asking to call the ILD line {l}.\n", t=(k["mob"], "PHONE"),
            l=(C.ext_phone(rng, n.c), "PHONE"))
    else:
        n.f("Reason: {r} ", r=k["kid_rel"])
        n.nm(k["kid"], "f", "FAMILY")
        n.t(" worried about carer strain; mum/dad not coping with stairs.\nPlan: referral to community respiratory team and OT; "
            "social work contact given; carers' support via ")
        n.f("{o}.\n", o=(k["support"], "ORGANIZATION"))
    n.t("-- ")
    p = rng.choice([k["cns"], k["cns"], k["reg"]])
    s = rng.randrange(3)
    if s == 0:
        n.nm(p, "INI", "DOCTOR")
    elif s == 1:
        n.nm(p, "fl", "DOCTOR")
        n.t(", ILD CNS")
    else:
        n.f("user {u}", u=_user(n, p))
    n.t("\n\n")


def nurse_phone_log(n):
    rng, k = n.rng, n.case
    _dx(n)
    n.t(rng.choice(["ILD NURSE ADVICE LINE - TELEPHONE CONTACT RECORD\n", "Specialist Nurse Telephone Log (ILD)\n",
                    "Respiratory CNS phone contacts\n"]))
    n.f("{h}   Advice line: {t}\n", h=(k["hosp"]["name"], "HOSPITAL"), t=(C.phone(rng, n.c), "PHONE"))
    B.pt_header(n, rng.choice([0, 2]), contact=rng.random() < 0.5)
    n.t("Diagnosis: %s on %s (started " % (k["dx"]["ab"], k["drug"]))
    n.dt(k["start_date"], rng.choice(["my", "smy", k["ds"]]))
    n.t(")\nNOK: ")
    n.nm(k["nok"], "fl", "FAMILY")
    n.f(" ({r}) {t}\n\n", r=k["nok_rel"], t=(k["nok_tel"], "PHONE"))
    k["logds"] = rng.choice(["num", "nums", "dm", k["ds"]]) if n.c != "CA" else rng.choice(["iso", "num"])
    d = C.back(k["date"], rng, 30, 120)
    topics = rng.sample(range(10), rng.randint(3, 5))
    for t in topics:
        _entry(n, t, d)
        d = C.fwd(d, rng, 2, 25)


# ---------------------------------------------------------------- funding request
def funding_request(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f = k["pft"]
    drug = k["drug"]
    d = K.DRUG[drug]
    c = n.c
    if c == "US":
        ins = rng.choice(P.INSURERS["US"])
        n.f("{i}\nPRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION\nFax completed form to {f}  |  Phone {t}\n\n",
            i=(ins, "ORGANIZATION"), f=(C.phone(rng, c), "FAX"), t=(C.phone(rng, c), "PHONE"))
        n.t("MEMBER INFORMATION\nName: ")
        n.nm(k["pt"], rng.choice(["LF", "fl"]), "PATIENT")
        n.t("   DOB: ")
        n.dt(k["dob"], "num")
        n.f("\n{hl}: {hv}   Group #: {g}\n", hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"),
            g=(rng.choice(["GRP", "G", ""]) + C._d(rng, 6), "HEALTHPLAN"))
        if rng.random() < 0.5:
            n.f("SSN: {s}\n", s=(k["ssn"][1], "SSN"))
        n.f("Address: {a}\nPhone: {t}\n\n", a=C.addr_pieces(k["addr"], c, "line"), t=(k["tel"], "PHONE"))
        n.t("PRESCRIBER\nName: ")
        n.nm(k["cons"], "fl", "DOCTOR")
        n.f(", MD   NPI: {npi}   DEA: {dea}\n", npi=("1" + C._d(rng, 9), "LICENSE"), dea=(C._L(rng, 2) + C._d(rng, 7), "LICENSE"))
        h = k["hosp"]
        n.f("Practice: {h}, {a}\nPhone: {t}   Fax: {fx}   Contact: ", h=(h["name"], "HOSPITAL"),
            a=C.addr_pieces(h["addr"], c, "line"), t=(h["tel"], "PHONE"), fx=(h["fax"], "FAX"))
        n.nm(k["cns"], "fl", "DOCTOR")
        n.t(", RN\n\nMEDICATION\n")
        n.t("%s (%s) %s, #60, 30-day supply, refills x11. NDC 0597-01%d-%d\n" % (
            d["brand"], drug, d["cap"] if drug == "nintedanib" else "801 mg tablets", rng.randint(10, 99), rng.choice([60, 90])))
        n.f("Dispensing specialty pharmacy: {p}\n", p=(k["pharmacy"], "HOSPITAL"))
        n.t("Diagnosis: %s  ICD-10-CM %s\n\nCLINICAL CRITERIA\n" % (dx["name"], dx["icd"]))
    else:
        h = k["hosp"]
        title = {"GB": "HIGH COST DRUG APPROVAL - ANTIFIBROTIC THERAPY", "CA": "EXCEPTIONAL ACCESS PROGRAM - REQUEST FOR COVERAGE",
                 "AU": "PBS AUTHORITY APPLICATION - %s (INITIAL TREATMENT)" % drug.upper(),
                 "NZ": "SPECIAL AUTHORITY APPLICATION - %s" % drug.upper(),
                 "IE": "APPLICATION FOR REIMBURSEMENT - HIGH TECH DRUG ARRANGEMENT"}[c]
        n.t(title + "\n")
        if c == "GB":
            org = rng.choice(P.COMMISSIONERS["GB"])
            n.f("To: {o} - medicines commissioning team, {e}\n", o=(org, "ORGANIZATION"),
                e=(C.email_team(rng, org, "hcd.approvals"), "EMAIL"))
            trust = k["hosp"]["addr"]["town"] + " Teaching Hospitals NHS Foundation Trust"
            n.f("Provider: {t} ({h})\n", t=(trust, "ORGANIZATION"), h=(h["name"], "HOSPITAL"))
        else:
            n.f("Requesting site: {h}, {a}\n", h=(h["name"], "HOSPITAL"), a=C.addr_pieces(h["addr"], c, "line"))
        n.t("\nPATIENT\n")
        if c == "GB" and rng.random() < 0.6:
            n.f("Initials: {i}   ", i=(C.initials(k["pt"], rng.random() < 0.5), "PATIENT"))
        else:
            n.t("Name: ")
            n.nm(k["pt"], rng.choice(["fl", "LF"]), "PATIENT")
            n.t("   ")
        n.t("DOB: ")
        n.dt(k["dob"])
        n.f("   {hl}: {hv}\n", hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"))
        if k["ssn"] and rng.random() < 0.7:
            n.f("{l}: {v}\n", l=k["ssn"][0], v=(k["ssn"][1], "SSN"))
        if c != "GB" or rng.random() < 0.3:
            n.f("Address: {a}\n", a=C.addr_pieces(k["addr"], c, "line"))
        n.t("\nPRESCRIBER\n")
        n.nm(k["cons"], "fml", "DOCTOR", C.dr(c))
        l, v = C.licence(rng, c, "doc")
        n.f(", {r}   {l} {v}\n", r=B.role(n, "cons"), l=l, v=(v, "LICENSE"))
        if c == "AU" and rng.random() < 0.7:
            n.f("Prescriber No. {p}\n", p=(C._d(rng, 7), "LICENSE"))
        n.f("Tel {t}   Fax {fx}   {e}\n", t=(h["tel"], "PHONE"), fx=(h["fax"], "FAX"),
            e=(C.email_staff(rng, k["cons"], h["name"]), "EMAIL"))
        n.t("\nDRUG: %s (%s) %s\nDIAGNOSIS: %s (ICD-10 %s)\n\nCRITERIA\n" % (
            drug, d["brand"], d["start"], dx["name"], dx["icd10"]))
    n.t("[x] Diagnosis confirmed at ILD MDT on ")
    n.dt(k["mdt_date"], "num")
    n.t("\n[x] HRCT ")
    n.dt(k["hrct_date"], "num")
    n.t(": %s pattern\n" % dx["pattern"])
    n.t("[x] FVC %.2f L = %d%% predicted on " % (f["fvc"], f["fvc_pct"]))
    n.dt(k["pft_date"], "num")
    n.t({"GB": " (within 50-80%% predicted, NICE TA379)\n", "US": "\n", "CA": " (EAP: FVC >= 50%%)\n",
         "AU": " (PBS: FVC >= 50%%)\n", "NZ": "\n", "IE": "\n"}[c].replace("%%", "%"))
    n.t("[x] DLCO %d%% predicted\n" % f["dlco_pct"])
    n.t("[x] Other causes excluded (CTD serology, drug and environmental exposures reviewed)\n")
    if dx["ab"] != "IPF":
        n.t("[x] Progression within 24 months despite management: relative FVC decline %.1f%%, radiological progression\n" %
            f["decline_pct"])
    n.t("[ ] Previous antifibrotic: none\n[x] Will be prescribed and monitored by a specialist ILD centre\n")
    if c == "US":
        n.t("\nLETTER OF MEDICAL NECESSITY\n")
        n.nm(k["pt"], "fl", "PATIENT")
        n.add(C.age_pieces(rng, k["age"], "aged"))
        n.t(" has %s with a %d%% FVC decline in 12 months. Delay in treatment risks irreversible loss of lung function. "
            "There is no formulary alternative with equivalent evidence (INPULSIS, ASCEND, INBUILD trials).\n" % (
                dx["name"], int(f["decline_pct"])))
    n.t("\nSigned: ")
    n.nm(k["cons"], rng.choice(["fl", "il"]), "DOCTOR")
    n.t("   Date: ")
    n.dt(k["date"], "num")
    n.t("\n\nFOR OFFICE USE: ")
    lab = {"US": "PA case #", "GB": "Approval ref", "CA": "EAP request #", "AU": "Authority approval no.",
           "NZ": "SA number", "IE": "Reimbursement ref"}[c]
    n.f("{l} {v}", l=lab, v=(rng.choice(["PA", "HCD", "EAP", "", "SA"]) + C._d(rng, rng.choice([7, 8, 10])), "IDNUM"))
    n.t(" - " + rng.choice(["approved", "approved for 12 months", "pending - additional information requested", "approved (initial 6 months)"]))
    if rng.random() < 0.5:
        n.t(" on ")
        n.dt(C.fwd(k["date"], rng, 2, 14), "num")
    if rng.random() < 0.4:
        n.f(". Submitted via {u} from {ip}", u=(C.url(rng, "prior-auth", "submit"), "URL"), ip=(C.ipaddr(rng), "IPADDR"))
    n.t("\n")


# ---------------------------------------------------------------- transplant referral
def transplant_referral(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f, w, c = k["pft"], k["walk"], n.c
    B.letterhead(n, rng.choice(["Interstitial Lung Disease Service", "Department of Respiratory Medicine"]))
    n.dt(k["date"], rng.choice(["long", "ord", k["ds"]]))
    n.t("\n\n")
    n.nm(k["txdoc"], "fl", "DOCTOR", C.dr(c))
    n.f("\nLung Transplant {u}\n{h}\n", u=rng.choice(["Unit", "Program", "Service"]), h=(k["tx"], "HOSPITAL"))
    n.add(C.addr_pieces(C.address(rng, c), c, "multi"))
    n.t("\n\nDear ")
    n.nm(k["txdoc"], "l", "DOCTOR", C.dr(c))
    n.t(",\n\nRe: ")
    n.nm(k["pt"], rng.choice(["fl", "LFM"]), "PATIENT")
    n.t(", DOB ")
    n.dt(k["dob"])
    n.f(", {ml} {m}, {hl} {hv}\n", ml="MRN" if c in ("US", "CA", "IE") else "Hosp no", m=(k["mrn"], "MRN"),
        hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"))
    n.f("{a}\nTel {t}\n\n", a=C.addr_pieces(k["addr"], c, "line"), t=(k["mob"], "PHONE"))
    n.t("Thank you for assessing ")
    n.nm(k["pt"], "l", "PATIENT", k["title"])
    n.t(" for lung transplantation. %s is a " % ("He" if k["sex"] == "M" else "She"))
    n.add(C.age_pieces(rng, k["age"], "words" if rng.random() < 0.3 else "year-old"))
    n.t(" %s with %s diagnosed at our MDT in " % ("man" if k["sex"] == "M" else "woman", dx["name"]))
    n.dt(k["dx_date"], rng.choice(["my", "y"]))
    n.t(", with progression despite %s since " % k["drug"])
    n.dt(k["start_date"], rng.choice(["my", "smy"]))
    n.t(".\n\n")
    n.t("Lung function (")
    n.dt(k["pft_date"])
    n.t("): FVC %.2f L (%d%%), TLCO %d%%. 6MWT %d m with nadir SpO2 %d%% on %d L/min. %s.\n" % (
        f["fvc"], f["fvc_pct"], f["dlco_pct"], w["dist"], w["nadir"], rng.choice([2, 3, 4, 6]), K.gap(rng)))
    n.t("Echo: TAPSE %d mm, estimated PASP %d mmHg. " % (rng.randint(14, 24), rng.randint(30, 62)))
    if rng.random() < 0.5:
        n.t("RHC ")
        n.dt(C.back(k["date"], rng, 10, 60))
        n.t(": mPAP %d mmHg, PAWP %d, PVR %.1f WU.\n" % (rng.randint(19, 38), rng.randint(8, 14), rng.uniform(2.1, 5.8)))
    else:
        n.t("Right heart catheter not yet performed.\n")
    n.t("BMI %.1f. Blood group %s. CMV IgG %s, EBV IgG positive. Clinical Frailty Scale %d.\n" % (
        rng.uniform(21, 31), rng.choice(["O Rh positive", "A Rh negative", "B positive", "AB positive", "O negative"]),
        rng.choice(["positive", "negative"]), rng.randint(2, 5)))
    n.t("Comorbidities: " + "; ".join(K.pick(rng, K.COMORB, rng.randint(1, 3))) + ". " + _smoking(rng) + "\n\n")
    n.t("Social: ")
    B.occupation_line(n)
    n.t(" Lives in ")
    n.f("{c} with {r} ", c=(k["addr"]["town"], "CITY"), r=k["nok_rel"])
    n.nm(k["nok"], rng.choice(["f", "fl"]), "FAMILY")
    n.f(" ({j}), who would be the main support. ", j=(k["nok_job"], "PROFESSION"))
    n.t("Their " + k["kid_rel"] + " ")
    n.nm(k["kid"], "fl", "FAMILY")
    if rng.random() < 0.6:
        n.f(" lives in {t}, {dist} from your unit, and they would relocate there during the work-up.\n",
            t=(rng.choice(P.TOWNS[c]), "CITY"), dist=rng.choice(["20 minutes", "about an hour", "10 km"]))
    else:
        n.f(" has agreed to act as second carer ({t}).\n", t=(C.phone(rng, c, "mob"), "PHONE"))
    if c == "US":
        ins = rng.choice(P.INSURERS["US"])
        n.f("Insurance: {i}, {hl} {hv}; SSN {s} on file for UNOS registration.\n", i=(ins, "ORGANIZATION"),
            hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"), s=(k["ssn"][1], "SSN"))
    if rng.random() < 0.5:
        n.f("{pr} drives (vehicle {v}) but would need transport within the 2-hour call-in window.\n",
            pr="He" if k["sex"] == "M" else "She",
            v=(C._L(rng, 2) + C._d(rng, 2) + " " + C._L(rng, 3) if c in ("GB", "IE") else C._d(rng, 1) + C._L(rng, 3) + C._d(rng, 3), "VEHICLE"))
    n.t("\nImaging is available through the image exchange portal (")
    n.f("{u}), accession {a}.\n\n", u=(C.url(rng, k["hosp"]["name"], "iep"), "URL"), a=("IEP" + C._d(rng, 8), "IDNUM"))
    n.t("I would be grateful if you would see " + ("him" if k["sex"] == "M" else "her") + " in your assessment clinic.\n\n")
    B.sign(n, "cons", contact=True)
    n.t("\n")
    B.typist(n)
    B.cc_list(n)


# ---------------------------------------------------------------- clinic letter
def clinic_letter(n):
    rng, k = n.rng, n.case
    dx = _dx(n)
    f, c = k["pft"], n.c
    B.letterhead(n)
    n.t("Clinic date: ")
    n.dt(k["date"])
    n.t("    Typed: ")
    n.dt(C.fwd(k["date"], rng, 1, 8))
    n.t("\n\n")
    n.nm(k["gp"], "fl", "DOCTOR", C.dr(c))
    n.f("\n{p}\n", p=(k["practice"]["name"], "HOSPITAL"))
    n.add(C.addr_pieces(k["practice"]["addr"], c, "multi"))
    n.t("\n\nDear ")
    if rng.random() < 0.75:
        n.nm(k["gp"], "l", "DOCTOR", C.dr(c))
    else:
        n.nm(k["gp"], "f", "DOCTOR")
    n.t(",\n\nRe: ")
    n.nm(k["pt"], rng.choice(["fl", "LFM", "fml"]), "PATIENT", k["title"] if rng.random() < 0.5 else None)
    n.t("  DOB: ")
    n.dt(k["dob"])
    n.f("  {hl}: {hv}\n", hl=k["hno"][0], hv=(k["hno"][1], "HEALTHPLAN"))
    n.f("{a}\n\n", a=C.addr_pieces(k["addr"], c, "line"))
    n.t("Diagnoses:\n1. %s (%s)\n" % (dx["name"].capitalize(), rng.choice(K.CONFIDENCE)))
    for i, cm in enumerate(K.pick(rng, K.COMORB, rng.randint(1, 3))):
        n.t("%d. %s\n" % (i + 2, cm[:1].upper() + cm[1:]))
    n.t("\nMedication:\n")
    meds = ["%s %s" % (k["drug"], K.DRUG[k["drug"]]["start"] if rng.random() < 0.7 else K.DRUG[k["drug"]]["low"])]
    meds += K.usify(K.pick(rng, K.MEDS, rng.randint(2, 5)), c)
    n.t("\n".join("- " + m for m in meds) + "\n\n")
    n.t("Results: FVC %.2f L (%d%% pred), TLCO %d%%; " % (f["fvc"], f["fvc_pct"], f["dlco_pct"]))
    lf = K.lfts(rng)
    n.t("ALT %d, bilirubin %d. SpO2 %d%% at rest.\n\n" % (lf["alt"], lf["bili"], k["walk"]["rest"]))
    n.t("I reviewed ")
    n.nm(k["pt"], "l", "PATIENT", k["title"])
    if rng.random() < 0.5:
        n.t(" with " + ("his" if k["sex"] == "M" else "her") + " " + k["nok_rel"] + ", ")
        n.nm(k["nok"], "f", "FAMILY")
        n.t(",")
    n.t(" in the ILD clinic today. ")
    n.t(rng.choice(["Breathlessness is stable at MRC grade 3. ", "Cough is troublesome at night. ",
                    "Exercise tolerance has fallen; now stops after 100 m. ", "Feels well on treatment. "]))
    n.t("On %s there has been %s. " % (k["drug"], rng.choice(K.SIDE_EFFECTS[k["drug"]])))
    if rng.random() < 0.6:
        n.t("Since ")
        n.add(C.holiday(rng, c))
        n.t(" " + ("he" if k["sex"] == "M" else "she") + " has ")
        if rng.random() < 0.5:
            n.t("had one course of antibiotics for a chest infection. ")
        else:
            n.f("managed a short holiday in {c}. ", c=B.elsewhere(rng))
    B.occupation_line(n, rng.randrange(4))
    x = rng.randrange(3)
    if x == 0:
        n.t(" Still keeps pigeons - advised strict avoidance.")
    elif x == 1:
        n.f(" Attends the {g} monthly.", g=(k["support"], "ORGANIZATION"))
    else:
        n.t(" Weight stable at %d kg." % rng.randint(55, 98))
    n.t("\n\nOn examination: " + rng.choice(K.EXAM) + "\n\n")
    n.t("Plan:\n- Continue %s; LFTs 3-monthly via your practice.\n" % k["drug"])
    n.t("- " + rng.choice(["Refer for pulmonary rehabilitation.", "Ambulatory oxygen assessment requested.",
                           "Repeat HRCT in 12/12.", "Discussed clinical trial eligibility (BI 1015550 / nerandomilast)."]) + "\n")
    n.t("- Influenza, COVID-19 and pneumococcal vaccination; RSV vaccine if eligible.\n")
    n.t("- Review in ILD clinic ")
    n.dt(C.fwd(k["date"], rng, 60, 120), rng.choice(["my", "smy", k["ds"]]))
    if rng.random() < 0.5:
        n.t(", " + rng.choice(["Room ", "Clinic room ", "Bay "]))
        n.p(str(rng.randint(1, 24)) + rng.choice(["", "A", "B"]), "LOCATION_OTHER")
        n.f(", {b}", b=(rng.choice(P.BUILDINGS), "LOCATION_OTHER"))
    n.t(".\n\n")
    B.sign(n, rng.choice(["cons", "cons", "reg"]))
    n.t("\n")
    B.typist(n)
    B.cc_list(n)

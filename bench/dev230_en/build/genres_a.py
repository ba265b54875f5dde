"""Genres: perinatal referral, initial assessment in pregnancy, MBU admission."""
from doc import PHI
import phi as X
import common as C
import clin as K
import hpc as H

HEAD = {
    "hpc": ["HISTORY OF PRESENTING COMPLAINT", "History of presenting complaint", "HPC"],
    "psy": ["PAST PSYCHIATRIC HISTORY", "Past psychiatric history", "PPHx"],
    "obs": ["OBSTETRIC HISTORY", "Obstetric history", "Obs Hx"],
    "fam": ["FAMILY HISTORY", "Family history", "FHx"],
    "per": ["PERSONAL HISTORY", "Personal history", "Pers Hx"],
    "soc": ["SOCIAL CIRCUMSTANCES", "Social history", "SHx"],
    "sub": ["SUBSTANCE USE", "Drugs and alcohol", "D&A"],
    "med": ["CURRENT MEDICATION", "Medication", "Meds"],
    "mse": ["MENTAL STATE EXAMINATION", "Mental state examination", "MSE"],
    "risk": ["RISK", "Risk", "Risk"],
    "form": ["FORMULATION / IMPRESSION", "Impression", "Imp"],
    "plan": ["PLAN", "Plan", "Plan"],
    "phys": ["PHYSICAL HEALTH", "Physical health", "Phys"],
}


def h(d, c, key, block=False):
    s = c.style % 3
    lab = HEAD[key][s]
    if s == 0:
        d.t("\n" + lab + ":\n")
    elif s == 1:
        d.t("\n" + lab + "\n")
    else:
        d.t(lab + (":\n" if block else ": "))


# ---------------------------------------------------------------- referral
def referral(d, c, dx, ex):
    r = c.rng
    k = r.choice([0, 0, 1, 3]) if c.uk else r.choice([1, 2, 2, 3])
    if k == 0:
        d.w(C.hosp(c, c.gp_pr), "\n", c.gp_addr("\n"), "\n", "Tel: ", c.staff_phone("gp"))
        if r.random() < 0.5:
            d.w("   Fax: ", c.fax())
        d.w("\n\n", c.date(c.today, ["dmonth", "dth", "dmy"]), "\n\n")
        d.w(PHI(c.team, "HOSPITAL"), "\n", C.base_addr(c), "\n\n")
        if r.random() < 0.6:
            d.t(r.choice(["Dear Colleague,\n\n", "Dear Perinatal Team,\n\n"]))
        else:
            d.w("Dear ", C.sn(c, "psych", "last"), ",\n\n")
        C.re_block(d, c)
        if r.random() < 0.5:
            d.f("Thank you for seeing this {AGE} year old ")
        else:
            d.f(r.choice(["Thank you for seeing Mrs {PL}, a {AGE}-year-old ", "I would be grateful if you could see "
                          "Ms {PL} (aged {AGE}), a ", "Please see {PFULL}, {AGE}, a "]))
        d.w(PHI(c.job, "PROFESSION") if r.random() < 0.6 else "lady", " who is ")
        if c.antenatal:
            d.f("{GEST}/40 in her {n} pregnancy (EDD {EDD}). ", n=r.choice(["first", "second", "third"]), **ex)
        else:
            d.f("now {BWN} weeks postnatal following the birth of {BABY} on {BDOB}. ")
        K.para(d, c, H.HPC_AN[dx] if c.antenatal else H.HPC_PN.get(dx, H.HPC_PN["pnd"]), ex, "\n\n")
        if r.random() < 0.7:
            K.para(d, c, H.PSYCH_HX, ex, "\n\n")
        d.t("Current medication:\n")
        K.meds(d, c, dx, 0)
        d.t("\n")
        K.risk(d, c, dx, brief=True)
        K.para(d, c, H.SOCIAL, ex, "\n\n")
        d.f("She is aware of this referral and consents. Best contact is her mobile {MOBILE}"
            + r.choice([" (texts preferred).", ".", " - please do not leave voicemails as partner checks phone."]) + "\n\n")
        C.signature(d, c, "gp")
    elif k == 1:
        d.t(r.choice(["PERINATAL MENTAL HEALTH REFERRAL FORM\n", "Perinatal Referral - e-Form\n",
                      "REFERRAL TO SPECIALIST PERINATAL SERVICE\n"]))
        d.w("Referral ID: ", PHI(c.ref_id, "IDNUM"))
        if c.uk and r.random() < 0.5:
            d.w("   UBRN: ", PHI("%s %s %s" % (X.digits(r, 4), X.digits(r, 4), X.digits(r, 4)), "IDNUM"))
        d.w("\nReceived: ", c.date(c.today, ["dmy", "iso"]), " ", K.timestr(c), "\n\n")
        rk = r.choice(["mw", "hv", "gp", "obs"])
        d.w("Referrer: ", C.sn(c, rk, "full"), " (", c.staff[rk].role, ")\n")
        d.w("Referrer contact: ", c.staff_phone(rk), " / ", PHI(c.staff[rk].email, "EMAIL"), "\n\n")
        d.w("Patient name: ", c.ptn(r.choice(["full", "fmfull"])), "\n")
        d.w("DOB: ", c.date(c.dob, ["dmy"]), "    Age: ", c.agev(word_p=0), "\n")
        d.w(c.healthid(), "\n", "Address: ", c.addr(), "\n")
        d.w("Phone: ", c.phone())
        if r.random() < 0.6:
            d.w("   Email: ", PHI(c.email, "EMAIL"))
        d.t("\n")
        if c.origin:
            d.w("Country of birth: ", PHI(c.origin, "COUNTRY"), "\n")
        if c.lang:
            d.t("Interpreter required: YES - %s\n" % c.lang)
        else:
            d.t("Interpreter required: No\n")
        C.gp_line(d, c)
        if c.antenatal:
            d.w("Pregnant: Y   Gestation: ", K.gest(c), "/40   EDD: ", c.date(c.edd, ["dmy"]), "\n")
            d.w("Booked at: ", C.hosp(c), "\n")
        else:
            d.w("Pregnant: N   Postnatal: Y   Baby DOB: ", c.date(c.baby_dob, ["dmy"]), "\n")
        d.t("\nReason for referral (tick all that apply):\n")
        opts = ["Current moderate/severe mental illness", "Past history of bipolar/psychosis",
                "Past postpartum psychosis", "Family history of postpartum psychosis in 1st degree relative",
                "Significant change in mental state", "Thoughts of self-harm or harm to baby",
                "Medication advice only"]
        for o in opts:
            d.t("[%s] %s\n" % ("x" if r.random() < 0.3 else " ", o))
        d.t("\nSummary: ")
        K.para(d, c, H.HPC_AN[dx] if c.antenatal else H.HPC_PN.get(dx, H.HPC_PN["pnd"]), ex, "\n")
        d.t("Medication: ")
        K.meds(d, c, dx, 1)
        d.t("Known to children's services: %s\n" % r.choice(["No", "No", "Unknown"] + (
            ["Yes - Child in Need", "Yes - Early Help"] if c.uk else ["Yes - open to Child Protection",
                                                                       "Previous report, closed"])))
        d.w("Consent obtained: Yes (verbal) on ", c.date(c.ago(0, 3), ["dmy", "dm"]), "\n")
        d.w("\nSubmitted electronically by ", PHI(c.staff[rk].user, "USERNAME"), " from ", c.ip(), "\n")
    elif k == 2:
        d.w(C.hosp(c, c.gp_pr), "\n", c.gp_addr(), "\n", "Ph ", c.staff_phone("gp"), "  Fax ", c.fax(), "\n")
        if r.random() < 0.5:
            d.w("Provider No. ", PHI(X.digits(r, 6) + X.letters(r, 2), "LICENSE"), "\n")
        d.w("\n", c.date(c.today, ["dmy", "dmonth"]), "\n\nTo: Intake Clinician\n", PHI(c.team, "HOSPITAL"), "\n\n")
        d.w("Re: ", c.ptn("full"), "   DOB ", c.date(c.dob, ["dmy"]), "\n", c.addr(), "\n",
            c.healthid(), "   Ph ", c.phone(), "\n\n")
        d.t("Dear Colleague,\n\n")
        d.f("I would appreciate your assessment of {P}, a {AGE} y/o ")
        d.t(("G%dP%d at %s weeks" % (c.grav, c.para, K.gest(c))) if c.antenatal else "mother of a young baby")
        d.t(". A Mental Health Treatment Plan has been completed today (K10 = %d). " % r.randint(24, 42))
        K.para(d, c, H.HPC_AN[dx] if c.antenatal else H.HPC_PN.get(dx, H.HPC_PN["pnd"]), ex, "\n\n")
        d.t("Current meds: ")
        K.meds(d, c, dx, 1)
        if r.random() < 0.6:
            K.labs(d, c)
        d.f("\nShe has consented to referral and prefers phone contact on {MOBILE}. "
            "Her partner {PART} is supportive.\n\n")
        C.signature(d, c, "gp", close=True)
    else:
        rk = r.choice(["mw", "hv"])
        d.w(r.choice(["Referral from ", "Ref from "]), c.staff[rk].role.lower(), " ", C.sn(c, rk, "full"), " - ",
            c.date(c.today, ["dmy", "dmy2", "dm"]), "\n")
        d.w(c.ptn("full"), ", ", c.agev(word_p=0), "yo, ")
        if c.antenatal:
            d.t("G%dP%d %s/40. " % (c.grav, c.para, K.gest(c)))
        else:
            d.f(r.choice(["{BWN}/52 postnatal. ", "baby {BABY} is {BW} weeks old. ", "{BW}-week-old baby at home. "]))
        d.t(r.choice(["EPDS %d at contact today. " % r.randint(14, 25), "Whooley +ve. ", ""]))
        d.f(r.choice(["Tearful throughout visit, says she can't bond with baby. ",
                      "Disclosed intrusive thoughts re harming baby - very distressed by them. ",
                      "Hx of {DXNAME}, stopped meds. ", "Partner {PART} worried she's 'not herself'. "]), **ex)
        d.f("Please contact pt on {MOBILE}. " + r.choice(["Urgent please.", "Routine.", "Soon please - within 2 wks."]) + "\n")
        d.w("Referrer ", r.choice(["tel ", "mob ", "bleep "]), c.staff_phone(rk), "\n")
    if r.random() < 0.35:
        C.audit(d, c, r.choice(["sec", "cpn"]))


# ---------------------------------------------------------------- initial assessment in pregnancy
def assessment(d, c, dx, ex):
    r = c.rng
    if r.random() < 0.5:
        C.letterhead(d, c)
        d.t(r.choice(["INITIAL PERINATAL PSYCHIATRIC ASSESSMENT\n", "New patient assessment - antenatal\n",
                      "Perinatal Psychiatry - First Assessment\n"]))
        C.re_block(d, c, compact=False)
    else:
        C.banner(d, c, r.choice(["PERINATAL PSYCHIATRY ASSESSMENT", "Antenatal assessment (initial)",
                                 "Specialist Perinatal MH - New Assessment"]))
    d.w("Date of assessment: ", c.date(c.today, ["dmy", "wd_full", "dmon"]), "\n")
    d.w("Seen at: ", r.choice([[C.hosp(c), " antenatal clinic"], "home visit", [PHI(c.team, "HOSPITAL"), " base"],
                               ["joint clinic, ", C.hosp(c)], "video consultation"]), "\n")
    if r.random() < 0.4:
        d.w("Video link: ", c.url("meet"), "\n")
    d.w("Assessed by: ", C.sn(c, r.choice(["psych", "reg"]), "full"))
    if r.random() < 0.5:
        d.w(" with ", C.sn(c, "cpn", "full"), " (", c.staff["cpn"].role, ")")
    d.t("\n")
    if c.lang:
        d.f("Interpreter: {lang} interpreter ", lang=c.lang)
        d.w(PHI(X.Person(r, "F").form("full"), "DOCTOR"), " via telephone, ID ", PHI(X.digits(r, 6), "IDNUM"), "\n")
    d.f("Present: {P}" + r.choice([" and partner {PART}", " alone", " and her mother {MUM}", ""]) + ".\n")
    d.f("Referred by {tMW} (" + ("community midwife" if c.uk else "midwife") + ") on {DPAST}.\n")
    C.obs_line(d, c)
    h(d, c, "hpc")
    K.para(d, c, H.HPC_AN[dx], ex)
    if r.random() < 0.6:
        d.f(r.choice(["Sleep: 4-5h broken. Appetite: reduced, nausea improving. Energy low. ",
                      "Sleep ok apart from nocturia. Appetite fine. ",
                      "Reports poor sleep, early morning waking at 4am most days. "]) + "\n")
    h(d, c, "psy")
    K.para(d, c, H.PSYCH_HX, ex)
    h(d, c, "obs")
    lines = []
    for kid in c.kids:
        lines.append(kid)
    if not lines:
        d.t("Primigravida. " + r.choice(["Booking uneventful.", "Hyperemesis in 1st trimester.",
                                         "Low-lying placenta at 20/40, for rescan at 32/40."]) + "\n")
    else:
        for kid in lines:
            d.w("- ", c.fam(kid, "first"), ", ", PHI(str(kid.age), "AGE"), r.choice([" years", "y", " yrs"]), ", ",
                r.choice(["SVD", "EMCS for fetal distress", "forceps", "ELCS breech", "SVD, PPH 900ml"]),
                r.choice(["", "; PND afterwards", "; no perinatal MH problems", "; lives with father"]), "\n")
        if r.random() < 0.4:
            d.f("Miscarriage at 9/40 in {YPAST}.\n")
    h(d, c, "fam")
    K.para(d, c, H.FAM_HX, ex)
    h(d, c, "per")
    K.para(d, c, H.PERSONAL, ex)
    h(d, c, "soc")
    K.para(d, c, H.SOCIAL, ex)
    if r.random() < 0.4:
        d.f("Employer: {EMP}; planning maternity leave from {DNEXT}.\n")
    h(d, c, "sub")
    K.para(d, c, H.SUBST, ex)
    h(d, c, "med", True)
    K.meds(d, c, dx)
    if r.random() < 0.5:
        h(d, c, "phys")
        K.vitals(d, c)
        if r.random() < 0.6:
            K.labs(d, c)
        if r.random() < 0.5:
            K.filler(d, c, 1)
    h(d, c, "mse")
    K.mse(d, c, compact=c.style % 3 == 2, dx=dx)
    h(d, c, "risk", True)
    K.risk(d, c, dx, heading=False)
    h(d, c, "form")
    K.para(d, c, H.FORMULATION, ex)
    h(d, c, "plan", True)
    for i, p in enumerate(H.plan_items(r, dx, r.randint(2, 5))):
        d.t("%d. " % (i + 1))
        d.f(p, **ex)
        d.t("\n")
    d.t("\n")
    if r.random() < 0.6:
        C.signature(d, c, r.choice(["psych", "reg"]), close=False)
        C.dictation(d, c, "psych")
        C.cc_list(d, c)
    else:
        C.audit(d, c, r.choice(["psych", "reg"]))


# ---------------------------------------------------------------- MBU admission
def mbu_admission(d, c, dx, ex):
    r = c.rng
    d.w(PHI(c.mbu, "HOSPITAL"), r.choice([" - ADMISSION CLERKING\n", "\nAdmission note\n", " | Medical admission\n"]))
    C.banner(d, c)
    d.w("Date of admission: ", c.date(c.today, ["dmy", "wd_dmy", "dmon", "iso"]), "  Time: ", K.timestr(c), "\n")
    d.w(r.choice(["Room ", "Bedroom ", "Room no. "]), PHI(str(r.randint(1, 12)), "LOCATION_OTHER"))
    if r.random() < 0.5:
        d.w(r.choice(["  Cot ", ", cot "]), PHI(str(r.randint(1, 12)), "LOCATION_OTHER"))
    d.t("\n")
    au_legal = {"NSW": "Involuntary - Mental Health Act 2007 (NSW)", "VIC": "Inpatient Assessment Order",
                "QLD": "Treatment Authority (MHA 2016)"}.get(c.state, "Involuntary patient")
    d.t("Legal status: %s\n" % (r.choice(["Informal", "Section 2 MHA 1983", "Section 3 MHA", "informal (capacitous)"])
                                if c.uk else r.choice(["Voluntary", "Voluntary", au_legal])))
    d.w("Admitted from: ", r.choice([[C.hosp(c), " postnatal ward"], "home via Crisis Team",
                                     [C.hosp(c, c.hosp2), " ED"], [PHI(c.ward, "HOSPITAL"), ", ", C.hosp(c)]]), "\n")
    d.w("Admitting doctor: ", C.sn(c, "reg", "full"), "   Consultant: ", C.sn(c, "psych", r.choice(["full", "last"])), "\n")
    d.f("Accompanied by: " + r.choice(["partner {PART}", "{MUM} (mother)", "ambulance crew and {PART}",
                                       "crisis team nurse {CRISIS}"]) + "\n")
    if not c.antenatal:
        d.w("\nBABY: ", c.fam(c.baby, r.choice(["full", "first"])), ", born ", c.date(c.baby_dob, ["dmy", "dmon"]),
            " at ", K.gest(c), "/40, BW %d g, " % r.randint(2450, 4300),
            r.choice(["breastfed", "formula fed", "mixed feeding", "expressing + top-ups"]), ". Co-admitted.\n")
        d.w("Infant security tag no. ", PHI(r.choice(["IST-", "HT", "TG"]) + X.digits(r, 5), "DEVICE"),
            r.choice([" fitted to L ankle", " applied", " - checked by NN"]), ".\n")
        if r.random() < 0.35:
            d.w("Baby footprint record ref ", PHI("FP" + X.digits(r, 6), "BIOID"), " scanned to chart.\n")
    else:
        d.t("\nAntenatal admission at %s/40 - obstetric plan from %s.\n" % (K.gest(c), "consultant obstetrician"))
    if r.random() < 0.45:
        d.w("Ward door biometric (fingerprint) enrolment for mother: template ID ",
            PHI(r.choice(["FPX-", "BIO", "BM-"]) + X.digits(r, 5), "BIOID"), "\n")
    h(d, c, "hpc")
    K.para(d, c, H.HPC_PN.get(dx, H.HPC_PN["pp"]) if not c.antenatal else H.HPC_AN[dx], ex)
    col = ["says she has been 'a different person' since {DRECENT}.",
           "feels she needs to be somewhere safe with the baby."]
    col += (["confirms 3 nights without sleep and odd comments about the TV.",
             "she has been up all night rearranging the nursery and praying."] if K.GROUP.get(dx) == "psy" else
            ["she has stopped eating and stays in bed until midday.",
             "worried about her safety around the stairs, not the baby."])
    d.f("Collateral from {PART} ({PMOB}): " + r.choice(col) + "\n")
    h(d, c, "psy")
    K.para(d, c, H.PSYCH_HX, ex)
    if c.origin and r.random() < 0.7:
        d.w("Born in ", PHI(c.origin, "COUNTRY"), r.choice(["; ", ", "]), "lives in ", PHI(c.town, "CITY"),
            " with ", c.fam(c.partner, "first"), r.choice(["", " and their children"]) + ". ")
        d.t(("Main language %s; interpreter booked for ward round.\n" % c.lang) if c.lang else "Fluent English.\n")
    h(d, c, "med", True)
    K.meds(d, c, dx, r.randrange(3))
    h(d, c, "phys")
    K.vitals(d, c)
    d.t(r.choice(["Lochia normal, LSCS wound clean and dry. Breasts soft, no mastitis.",
                  "Perineum healing, no signs of infection. Calves SNT.",
                  "Chest clear, HS I+II+0, abdo soft non-tender, fundus involuting.",
                  "Neuro exam grossly normal. No signs of VTE."]) + "\n")
    K.labs(d, c)
    if dx in ("bpad", "pp") and r.random() < 0.6:
        K.lithium(d, c)
    if r.random() < 0.5:
        K.filler(d, c, 1)
    h(d, c, "mse", True)
    K.mse(d, c, dx=dx)
    h(d, c, "risk", True)
    K.risk(d, c, dx, heading=False)
    d.t("\nBaby care: %s\n" % r.choice([
        "Level 3 - all baby care to be supervised by nursing staff.",
        "Level 2 - mother to care for baby with staff in attendance for bathing and night feeds.",
        "Level 1 - independent care, staff available.",
        "Night feeds by NN overnight to protect sleep; mother to express before bed."]))
    d.t(r.choice(["Orientated to the unit: nursery, milk kitchen, day room and quiet room shown. ",
                  "Shown sensory room and lounge. ", "Side room allocated near nursing station. ", ""]))
    d.t("Observations: %s\n" % r.choice(["general (hourly)", "intermittent 15 min", "1:1 within eyesight",
                                        "general, 4-hourly MEOWS"]))
    h(d, c, "plan", True)
    for i, p in enumerate(H.plan_items(r, dx, r.randint(2, 4), exclude=("admission to", "outpatient"))):
        d.t("- ")
        d.f(p, **ex)
        d.t("\n")
    d.f("NOK informed: {PART} on {PMOB}.\n")
    if r.random() < 0.5:
        C.signature(d, c, "reg", close=False)
        if r.random() < 0.5:
            d.w("Bleep ", PHI(c.staff["reg"].bleep, "PHONE"), "\n")
    else:
        C.audit(d, c, "reg")

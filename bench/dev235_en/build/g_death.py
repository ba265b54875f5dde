"""Genres: medical examiner / coroner case intake and scene investigation note (dev235_en, author 235)."""
from common import m
import case as K
import scen

MARITAL = ["single", "married", "divorced", "widowed", "separated", "de facto", "never married"]
PMH = ["hypertension", "type 2 diabetes", "COPD", "CKD stage 4", "atrial fibrillation", "depression", "alcohol use disorder",
       "opioid use disorder on methadone", "epilepsy", "schizophrenia", "dementia", "CHF (EF 25%)", "previous MI with stents",
       "asthma", "hepatitis C", "HIV on ART (undetectable)", "metastatic lung cancer", "morbid obesity", "OSA on CPAP"]
JURIS_REASON = ["unwitnessed death at home", "possible overdose", "trauma", "death within 24 h of admission", "fall with fracture",
                "suspicious circumstances", "death in police custody", "no attending physician", "apparent suicide",
                "sudden unexpected infant death", "workplace death", "MVC fatality", "fire death"]


def me_intake(c):
    K.setup(c)
    sc = c.sc
    clerk = c.staff("clerk")
    L = []
    call_d = c.day0
    if c.pr(0.6):
        L.append(K.header_office(c, "meo"))
        L.append("")
    title = {"US": ["DEATH INVESTIGATION - INITIAL INTAKE", "CASE INTAKE REPORT", "ME INTAKE / REPORT OF DEATH",
                    "Medical Examiner Intake Worksheet"],
             "UK": ["REPORT OF DEATH TO HM CORONER", "Medical Examiner Office - referral record", "CORONER'S REFERRAL (INTAKE)"],
             "AU": ["REPORT OF DEATH TO THE CORONER - INTAKE", "Coronial Admission Intake", "Report of death (initial)"]}[c.cty]
    L.append(c.ch(title))
    L.append("Case no.: %s    Taken by: %s (%s)    %s %s" % (m("IDNUM", c.case_no), c.plain(clerk, forms=("fl", "il", "fi")),
                                                      c.U(clerk), c.D(call_d, kind="form"), c.tm("hm")))
    rp_kind = c.r.randint(0, 2)
    if rp_kind == 0:
        rp = "%s, %s, %s %s" % (c.officer(), c.O("police"), c.ch(["cb", "callback", "tel"]), c.PH())
    elif rp_kind == 1:
        rp = "%s (charge nurse, %s, %s), %s" % (c.plain(c.person(), forms=("fl", "lf")), c.H("ward"), m("HOSPITAL", c.hosp_name), c.PH())
    else:
        rp = "%s (%s), %s" % (c.plain(c.person(), forms=("fl", "lf")), c.ch(["paramedic", "EMT", "crew lead"]),
                              c.O("ambulance") + " " + c.PH())
    L.append("Reporting party: " + rp)
    L.append("")
    L.append("DECEDENT")
    L.append("Name: %s%s" % (K.P(c, c.ch(["LFm", "LF", "Lf", "lfm"])), ("   AKA: '%s'" % m("PATIENT", c.pt.nick)) if c.pt.nick else ""))
    if c.infant:
        L.append("DOB: %s   Age: %s   Sex: %s" % (c.D(c.dob, kind="form"), K.AGE(c), c.pt.sex))
    else:
        L.append("DOB: %s   Age: %s   Sex: %s   Race: %s   Marital: %s" % (c.D(c.dob, kind="form"), K.age_num(c), c.pt.sex, c.race, c.ch(MARITAL) if c.age >= 22 else "single"))
    if c.cty == "US":
        L.append("SSN: %s" % (c.SSN() if c.pr(0.8) else "unknown"))
    elif c.cty == "UK":
        L.append("NHS no.: %s%s" % (c.HP(), ("   NI no.: %s" % c.SSN()) if c.pr(0.3) else ""))
    else:
        L.append("Medicare no.: %s" % c.HP())
    L.append("Residence: %s" % K.home(c))
    if not c.infant and c.pr(0.7):
        L.append("Occupation: %s%s" % (m("PROFESSION", c.prof), (" at %s" % c.O("employer")) if c.pr(0.5) else ""))
    if c.pr(0.35) and not c.infant:
        L.append("Birthplace: %s" % c.COUNTRY(c.pt.origin))
    L.append("")
    L.append("DEATH")
    hosp_death = c.pr(0.45) and "at the scene" not in sc["scene"]
    if hosp_death:
        L.append("Place: %s, %s, %s %s" % (m("HOSPITAL", c.hosp_name), c.ch(["ED", "ICU", "Emergency Department"]),
                                           c.ch(["bed", "bay", "room"]), m("LOCATION_OTHER", str(c.r.randint(1, 40)))))
        L.append("MRN: %s   %s: %s" % (c.MRN(), c.ch(["FIN", "Encounter", "Visit no.", "Acct"]), c.ACC()))
        L.append("Pronounced: %s %s by %s" % (c.D(c.day0, kind="form"), c.tm("hhmm"), c.dr(c.person(), "fme")))
    else:
        L.append("Place: %s (%s)" % (c.ch(["residence", "roadway", "outdoors", "vehicle", "hotel room", "workplace"]),
                                     m("STREET", c.street_addr) if c.pr(0.6) else c.LO("landmark")))
        L.append("Found: %s approx %s; pronounced %s by %s" % (c.D(c.day0, kind="form"), c.tod, c.tm("hhmm"),
                                                               c.ch(["EMS", "paramedics", "ambulance crew", "police surgeon"])))
    L.append("Reason for jurisdiction: %s" % c.ch(JURIS_REASON))
    L.append("")
    L.append("HISTORY")
    pmh = PMH if c.age >= 40 else [x for x in PMH if x in ("depression", "asthma", "epilepsy", "schizophrenia", "alcohol use disorder",
                                                            "opioid use disorder on methadone", "hepatitis C", "type 2 diabetes")]
    L.append("PMH: %s." % (", ".join(c.sample(pmh, c.r.randint(1, 3))) if not c.infant else "term infant, no concerns at 6-week check"))
    L.append("Meds: %s." % "; ".join(c.sample(scen.DRUG_RX, c.r.randint(1, 4))))
    gp = c.person()
    L.append("PCP/GP: %s, %s, %s" % (c.dr(gp, "fme", c.r.randint(0, 3)), c.H("gp"), c.PH()))
    L.append("Circumstances: %s %s." % (c.ch(["Per RP,", "Per police,", "Per family,", "Per EMS:"]), sc["scene"]))
    L.append("")
    L.append("NEXT OF KIN")
    nok_ph = c.PH()
    L.append("%s - %s, %s" % (c.nok_rel.capitalize(), c.nm(c.nok, "FAMILY", c.ch(["fl", "lf", "LF"])), nok_ph))
    if c.pr(0.5):
        L.append("NOK address: %s" % (c.addr(c.town()) if c.pr(0.5) else "same as decedent"))
    L.append("Notified: %s at %s (%s)" % (c.D(c.days(c.day0, c.ch([0, 0, 1])), kind="form"), c.tm("hm"),
                                         c.ch(["phone", "in person", "police welfare visit"])))
    if c.cty == "US" and c.pr(0.6):
        L.append("Insurance: %s, member ID %s, group %s" % (c.ch(["Medicaid", "Medicare", "commercial PPO", "Tricare", "commercial HMO"]),
                                                           c.HP(), m("HEALTHPLAN", c.dg(5))))
    L.append("")
    L.append("DISPOSITION")
    acc = sc["manner"] != "Natural" or c.pr(0.3)
    if acc:
        L.append("Jurisdiction ACCEPTED. %s assigned; %s scheduled %s." % (
            c.ch(["Investigator", "MLDI", "Coroner's officer"]) + " " + c.plain(c.inv), c.ch(["Full autopsy", "External exam + tox", "PM exam"]),
            c.D(c.days(c.day0, 1), kind="short")))
        L.append("Transport: %s to %s. Body tag %s." % (c.O("transport"), c.H("meo"), c.I("seal")))
    else:
        L.append("Jurisdiction RELEASED - natural death, attending %s to sign certificate." % c.dr(gp, "fme", 0))
    fh = c.org("funeral")
    L.append("Funeral home: %s, %s%s" % (m("ORGANIZATION", fh), c.PH(), ("  fax %s" % c.FX()) if c.pr(0.4) else ""))
    L.append("Police: %s ref %s" % (c.O("police"), m("IDNUM", c.pol_no)))
    if c.pr(0.5):
        L.append("")
        L.append("ACTIONS")
        t = c.tm("hm", 0, 9)
        L.append("- %s called %s re medical records; to fax to %s" % (c.tm("hm", 9, 12), m("HOSPITAL", c.hosp_name), c.FX()))
        L.append("- %s spoke with %s (%s) who %s" % (c.tm("hm", 12, 17), m("FAMILY", c.nok.render("f")), c.nok_rel,
                                                   c.ch(["confirms decedent was not on anticoagulants", "reports heavy drinking lately",
                                                         "asks about viewing", "requests a callback from the pathologist"])))
        if c.pr(0.5):
            L.append("- records requested via %s" % c.UR())
        _ = t
    return "\n".join(L)


WEATHER = ["clear, dry, ambient 18 C", "overcast, light rain, 9 C", "heavy rain, 12 C, wind gusting", "hot and humid, 31 C",
           "frost on the ground, -2 C", "clear night, 6 C", "indoor temp 27 C; heating on", "indoor temp 14 C; windows open"]
POSITIONS = ["supine on the floor with the head towards the doorway", "prone on the bed, face turned to the left",
             "seated in an armchair, head flexed forward", "semi-reclined in the bath, water drained", "on the left side in the recovery position (moved by EMS)",
             "kneeling against the bed", "supine across the rear seats of the vehicle", "face down in shallow water at the edge of the bank"]


def scene(c):
    K.setup(c)
    sc = c.sc
    L = []
    h0, mi = c.r.randint(0, 20), c.r.randint(0, 59)
    L.append(c.ch(["SCENE INVESTIGATION REPORT", "Death Scene Investigation", "SCENE ATTENDANCE NOTE", "Investigator's Scene Notes"]))
    L.append("Case %s   Investigator: %s   %s" % (m("IDNUM", c.case_no), c.plain(c.inv, forms=("fl", "lf", "il")),
                                                 c.ch({"US": ["D-ABMDI", "MLDI", ""], "UK": ["Coroner's Officer", ""],
                                                       "AU": ["Coronial investigator", ""]}[c.cty])))
    L.append("Decedent: %s   %s   DOB %s" % (K.P(c, c.ch(["LF", "lf", "fl"])), K.AGE(c, 10) if not c.infant else K.AGE(c), c.D(c.dob, kind="form")))
    L.append("Notified %s %02d:%02d by %s; arrived %02d:%02d; departed %02d:%02d." % (
        c.D(c.day0, kind="form"), h0, mi, c.ch(["dispatch", "police", "on-call coroner", "hospital"]), h0 + 1,
        mi // 2, h0 + 3, c.r.randint(0, 59)))
    outdoor = sc["key"] in ("gsw", "bfh", "mvc", "drown", "hypoth")
    if outdoor:
        where = "%s, near %s" % (c.LO("landmark"), m("STREET", c.street_name()))
        if c.pr(0.5):
            box = {"US": (27, 47, -122, -71), "UK": (50.5, 57.5, -4.5, 1.4), "AU": (-42, -13, 116, 153)}[c.cty]
            where += " (GPS %s)" % m("LOCATION_OTHER", "%.5f, %.5f" % (c.r.uniform(box[0], box[1]), c.r.uniform(box[2], box[3])))
    else:
        where = "%s, %s" % (m("STREET", c.street()), m("CITY", c.town() if c.pr(0.3) else c.home_city))
        if c.pr(0.3):
            where = "%s %s" % (c.ch(["second-floor flat,", "rear bedroom of", "garage of",
                                     "room %s," % m("LOCATION_OTHER", str(c.r.randint(101, 340)))]), where)
    L.append("Location: %s" % where)
    L.append("Weather/environment: %s." % c.ch(WEATHER))
    L.append("Agencies present: %s; %s." % (c.O("police"), c.O("ambulance")))
    L.append("")
    L.append(c.ch(["NARRATIVE", "Narrative", "SUMMARY"]))
    nar = []
    nar.append("On arrival the scene was secured by %s." % c.officer(badge=True))
    nar.append("The decedent, %s, was %s." % (K.P(c, c.ch(["fl", "fml"])), c.ch(POSITIONS)))
    nar.append("Per %s: %s." % (c.ch(["police", "the reporting officer", "family", "EMS"]), sc["scene"]))
    lastd = c.days(c.day0, -c.ch([1, 2, 3, 5]))
    nar.append("%s %s (%s) last spoke to %s on %s by phone%s." % (
        c.ch(["The decedent's", "Decedent's"]), c.nok_rel, c.nm(c.nok, "FAMILY", c.ch(["fl", "f", "fi"])), c.him if not c.infant else "the family",
        c.D(lastd) if c.pr(0.7) else "the " + c.D(lastd, "do"), (" (%s)" % c.PH()) if c.pr(0.5) else ""))
    if c.pr(0.4):
        nar.append("A neighbour, %s (%s), reports last seeing %s %s, %s." % (
            c.nm(c.person(), "FAMILY", c.ch(["fl", "lf"])), c.ch(["flat %s" % m("LOCATION_OTHER", str(c.r.randint(1, 60))), "next door", "across the hall"]),
            c.him if not c.infant else "the family", c.ch(["last", "on", "early", "late"]) + " " + c.D(c.days(c.day0, -c.r.randint(1, 6)), "A"),
            c.ch(["carrying shopping", "arguing with a visitor", "looking unwell", "in the garden"])))
    L.append(" ".join(nar))
    L.append("")
    L.append(c.ch(["BODY", "Body examination", "BODY AT SCENE"]))
    L.append("Rigor: %s. Livor: %s. Body temp (%s) %.1f C at %s. %s" % (
        c.ch(["full", "jaw and upper limbs", "absent", "passing"]), c.ch(["posterior, fixed", "anterior (consistent with prone position)", "blanching", "not appreciable"]),
        c.ch(["rectal", "liver", "tympanic"]), c.r.uniform(18.0, 36.5), "%02d:%02d" % (h0 + 1, mi // 2 + c.r.randint(5, 29)),
        c.ch(["Estimate per Henssge nomogram.", "Decomposition absent.", "Early bloating.", "Insect activity absent.", ""])))
    for f in sc["ext"][:2]:
        L.append("- " + f)
    L.append("")
    L.append(c.ch(["MEDICATIONS / ITEMS RECOVERED", "Medications at scene", "Property & meds"]))
    for _ in range(c.r.randint(1, 3)):
        rx = c.ch(scen.DRUG_RX)
        L.append("- %s, Rx %s, %s, prescriber %s, filled %s, qty %d, %d remaining" % (
            rx, c.I("rx"), c.H("pharmacy"), c.dr(c.person(), "fme", c.r.randint(0, 2)),
            c.D(c.days(c.day0, -c.r.randint(2, 60)), kind="short" if c.pr(0.5) else "full"), c.ch([28, 30, 56, 60, 90]), c.r.randint(0, 40)))
    if c.pr(0.6):
        L.append("- mobile phone (%s), IMEI %s - seized by police" % (c.ch(["black Samsung", "iPhone 12", "Motorola", "Oppo"]), c.DEV("imei")))
    if c.pr(0.55) or sc["key"] in ("co", "mvc", "ascvd"):
        L.append("- vehicle: %s, reg/plate %s%s" % (c.ch(["silver Toyota Corolla", "white Ford Ranger", "blue Honda Civic", "grey VW Golf",
                                                       "black Holden Commodore", "red Mazda 3"]), c.VEH("plate"),
                                                 (", VIN %s" % c.VEH("vin")) if c.pr(0.5) else ""))
    L.append("")
    L.append("Persons at scene: %s; %s (%s)." % (c.officer(), c.nm(c.nok, "FAMILY", "fl"), c.nok_rel))
    L.append("Photographs: %d taken (%s). Body bagged and sealed, seal %s; transported by %s to %s." % (
        c.r.randint(24, 140), c.ch(["scene + body", "overall/mid/close-up", "with scale"]), c.I("seal"), c.O("transport"), c.H("meo")))
    if c.pr(0.4):
        L.append("Uploaded to %s from workstation %s by %s." % (c.UR(), c.IP(), c.U(c.inv)))
    L.append("")
    L.append("%s  %s" % (c.plain(c.inv, forms=("fl", "il")), c.D(c.day0, kind="form")))
    return "\n".join(L)

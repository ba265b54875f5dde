"""Genre: sexual assault nurse examiner / sexual offence forensic examination record (dev235_en, author 235)."""
from common import m, lowm
import case as K
import scen

YN = ["Y", "N", "N", "unsure", "Y", "N"]
DRINKS = ["had about four vodka-cokes", "had two glasses of wine", "shared a bottle of rum", "had 'a few' beers and smoked cannabis",
          "had one drink and then 'nothing after that'", "was not drinking"]
FINDINGS_AG = ["abrasion at 6 o'clock on the posterior fourchette, 0.3 x 0.2 cm", "no anogenital injury identified",
               "linear laceration at 5 o'clock of the fossa navicularis, 0.4 cm, toluidine blue uptake positive",
               "erythema of the labia minora bilaterally", "petechiae on the cervix (ectropion noted)", "perianal bruise at 2 o'clock, 0.5 cm",
               "hymen: no acute or healed transection", "no injury to the penile shaft or glans"]


def sane(c):
    K.setup(c, living=True, age_range=(16, 64), sex=c.ch("FFFFM"))
    L = []
    ex = c.staff("nurse")
    exam_d = c.days(c.day0, c.ch([0, 0, 1, 1, 2, 3]))
    site = c.hosp("sarc")
    L.append(m("HOSPITAL", site))
    L.append(c.ch({"US": ["SEXUAL ASSAULT NURSE EXAMINER (SANE) RECORD", "SANE Medical Forensic Examination", "Sexual Assault Medical Forensic Exam - Documentation"],
                   "UK": ["SARC FORENSIC MEDICAL EXAMINATION RECORD", "Forensic Medical Examination (Sexual Offence)", "SARC Clinical Record - FME"],
                   "AU": ["FORENSIC MEDICAL EXAMINATION - SEXUAL ASSAULT", "Sexual Assault Service - Examination Record",
                          "Acute SA forensic examination (adult)"]}[c.cty]))
    L.append("")
    L.append("Patient: %s   DOB: %s   Age: %s   %s: %s" % (K.P(c, c.ch(["LF", "Lf", "lf", "fl"])), c.D(c.dob, kind="form"), K.age_num(c),
                                                      c.ch(["MRN", "Hosp no.", "Client ID"]), c.MRN()))
    if c.pr(0.6):
        L.append("Encounter no.: %s" % c.ACC())
    ah = c.r.randint(0, 4)
    eh = c.r.randint(ah + 4, 23) if exam_d == c.day0 else c.r.randint(0, 23)
    L.append("Exam date: %s  Start: %02d:%02d  Room %s" % (c.D(exam_d, kind="form"), eh, c.r.randint(0, 59), m("LOCATION_OTHER", c.ch([str(c.r.randint(1, 12)), "%s" % c.ch("ABC") + str(c.r.randint(1, 5))]))))
    L.append("Examiner: %s" % c.dr(ex, "nurse" if c.cty == "US" or c.pr(0.4) else "fme"))
    L.append("")
    L.append(c.ch(["REPORTING / CONSENT", "Consent and reporting", "Referral"]))
    rep = c.r.randint(0, 2)
    if rep == 0:
        L.append("Police report made. %s, %s, crime ref %s, present in waiting area." % (c.officer(), c.O("police"), m("IDNUM", c.pol_no)))
    elif rep == 1:
        L.append("Self-referral; patient undecided about reporting. Evidence to be stored for %s (anonymous kit %s)." % (
            c.ch(["2 years", "12 months", "7 years", "up to 20 years"]), c.I("kit")))
    else:
        L.append("Referred by %s at %s ED (tel %s)." % (c.dr(c.person(), "fme", c.r.randint(0, 4)), m("HOSPITAL", c.hosp_name), c.PH()))
    if c.pr(0.4):
        L.append("Previous SA presentations: %s. DV risk screen (DASH/SAFE): %s." % (c.ch(["none", "1 (2 years ago)", "not disclosed"]),
                                                                               c.ch(["low", "medium", "high - MARAC referral", "not done"])))
    L.append("Consent obtained for: medical care Y; forensic exam Y; photographs %s; release of evidence to police %s." % (c.ch(["Y", "Y", "N"]), c.ch(["Y", "N", "deferred"])))
    if c.pr(0.6):
        frel = c.ch(["friend", "sister", "mother", "housemate", "partner", "brother", "father"])
        friend = c.person(sex={"sister": "F", "mother": "F", "brother": "M", "father": "M"}.get(frel))
        L.append("Accompanied by: %s (%s)%s." % (c.nm(friend, "FAMILY", c.ch(["fl", "f", "fi"])), frel,
                                                 (", tel %s" % c.PH()) if c.pr(0.5) else ""))
    L.append("")
    L.append(c.ch(["HISTORY OF ASSAULT (patient's own words)", "Account", "History as given by patient"]))
    when = c.day0
    wd = c.D(c.days(when, -1), "A")
    where = c.ch([lambda: m("ORGANIZATION", c.org("venue")), lambda: c.LO("landmark"), lambda: "a flat on " + m("STREET", c.street_name()),
                  lambda: m("ORGANIZATION", c.org("venue")) + " and then in his car", lambda: "my place at " + m("STREET", c.street())])()
    assailant = c.person(sex="M" if c.pt.sex == "F" or c.pr(0.3) else "F")
    known = c.pr(0.55)
    who = ("a guy called %s who i met that night" % m("FAMILY", assailant.render("f")) if not known else
           "my ex %s" % m("FAMILY", assailant.render(c.ch(["f", "fl"]))))
    ahe = "he" if assailant.sex == "M" else "she"
    q = ('"i went out on %s night with %s. we were at %s. i %s. %s started talking to me, %s said %s was %s. the last thing i remember is '
         'leaving around %s and then i woke up at %s with my %s off. i felt sore down there."') % (
        wd, m("FAMILY", c.person().render("f")), where, c.ch(DRINKS), who, ahe, ahe,
        c.ch(["about %s" % m("AGE", str(c.r.randint(25, 45))), "in %s %s" % ("his" if ahe == "he" else "her", m("AGE", "%d0s" % c.r.randint(2, 5))),
              "%s" % m("AGE", str(c.r.randint(21, 40))), "from %s" % c.COUNTRY()]),
        c.tm("ampm", 0, 3), c.ch(["about 6 am", "midday", "dawn"]), c.ch(["jeans", "underwear", "dress"]))
    if c.pr(0.5):
        q = lowm(q)
    L.append(q)
    L.append("Date/time of assault: %s approx %02d:%02d. Interval to exam: %d h." % (c.D(when, kind="form"), ah, c.r.randint(0, 59),
                                                                                 (exam_d - when).days * 24 + eh - ah))
    if known and c.pr(0.6):
        L.append("Alleged assailant: %s, age %s, %s; lives at %s." % (
            m("FAMILY", assailant.render(c.ch(["fl", "LF"]))), m("AGE", str(c.r.randint(19, 58))), c.ch(["ex-partner", "acquaintance", "colleague", "landlord"]),
            c.ch(["unknown address", m("STREET", c.street()) + ", " + m("CITY", c.town())])))
    L.append("")
    L.append("Acts described: oral %s | vaginal (penile) %s | digital %s | anal %s | condom %s | ejaculation %s | strangulation %s | LOC %s" % tuple(
        c.ch(YN) for _ in range(8)))
    L.append("Since assault: showered %s, changed clothes %s, urinated %s, ate/drank %s, brushed teeth %s." % tuple(c.ch(["Y", "N"]) for _ in range(5)))
    L.append("")
    L.append(c.ch(["MEDICAL HISTORY", "PMH / meds", "Relevant history"]))
    lmp = c.days(when, -c.r.randint(3, 30))
    hx = ["Allergies: %s" % c.ch(["NKDA", "penicillin (rash)", "latex", "NKDA"]), "Meds: %s" % c.ch(scen.DRUG_RX + ["nil"])]
    if c.pt.sex == "F":
        hx.append("LMP %s; contraception %s" % (c.D(lmp, kind="short"), c.ch(["none", "COCP", "implant", "Mirena IUS", "Depo-Provera"])))
    hx.append("GP: %s" % c.H("gp"))
    L.append("; ".join(hx) + ".")
    L.append("")
    L.append(c.ch(["EXAMINATION", "Findings", "General and anogenital examination"]))
    L.append("Obs: BP %d/%d, HR %d, RR %d, T %.1f, SpO2 %d%%. %s" % (c.r.randint(100, 150), c.r.randint(60, 95), c.r.randint(60, 118), c.r.randint(12, 22),
                                                                  c.r.uniform(36.0, 37.8), c.r.randint(95, 100), c.ch(scen.SCALES_NEG)))
    for i in range(c.r.randint(1, 4)):
        t = c.ch(scen.INJ_TYPES)
        d = c.ch(scen.BRUISE_COLOURS) if "bruis" in t else c.ch(["fresh", "linear", "curved", "superficial", "healing"])
        L.append("Injury %d: %s %s, %.1f x %.1f cm, %s." % (i + 1, d, t, c.r.uniform(0.3, 6), c.r.uniform(0.2, 4), c.ch(scen.BODY_SITES)))
    if c.pt.sex == "F":
        L.append("Anogenital: %s (speculum %s; colposcopy used)." % (c.ch(FINDINGS_AG[:7]), c.ch(["declined", "performed", "not indicated"])))
    else:
        L.append("Anogenital: %s; %s." % (c.ch(FINDINGS_AG[5:]), c.ch(["proctoscopy declined", "proctoscopy performed, no injury", "no anal injury"])))
    L.append("")
    L.append(c.ch(["EVIDENCE COLLECTED", "Forensic samples", "Samples"]))
    kit = c.I("kit")
    L.append("Kit no. %s, sealed %s, seal %s." % (kit, c.tm("hm"), c.I("seal")))
    swabs = [x for x in scen.SWABS if ("vaginal" not in x and "cervical" not in x and "pad" not in x) or c.pt.sex == "F"]
    swabs = [x for x in swabs if "penile" not in x or c.pt.sex == "M"]
    for sw in c.sample(swabs, c.r.randint(4, 8)):
        L.append("  - " + sw)
    L.append("Released to %s on %s at %s." % (c.officer(), c.D(c.days(exam_d, c.ch([0, 0, 1]))), c.tm("hm")) if rep == 0 else
             "Stored in %s, locker %s." % (c.ch(["secure evidence freezer", "SARC storage fridge"]), m("LOCATION_OTHER", str(c.r.randint(1, 40)))))
    L.append("")
    L.append(c.ch(["TREATMENT / PROPHYLAXIS", "Medications given", "Management"]))
    tx = c.sample(["ceftriaxone 500 mg IM", "azithromycin 1 g PO", "doxycycline 100 mg BD x 7 days (script)", "metronidazole 2 g PO",
                   "levonorgestrel 1.5 mg PO", "ulipristal acetate 30 mg PO", "HIV PEPSE starter pack (5 days) - Biktarvy",
                   "hepatitis B vaccine dose 1", "ondansetron 4 mg PO"], c.r.randint(2, 5))
    L.append("; ".join(tx) + ". Urine hCG negative.")
    fu = c.days(exam_d, c.ch([7, 14, 14, 28]))
    L.append("Follow-up: %s at %s, %s (%s). Counselling referral to %s." % (
        c.D(fu), c.H("gp") if c.pr(0.3) else c.ch({"US": ["ID clinic", "women's health clinic"], "UK": ["GUM clinic", "sexual health clinic"],
                                                   "AU": ["sexual health clinic", "ID clinic"]}[c.cty]) + " (" + c.H("hospital") + ")",
        c.tm("ampm", 9, 16), c.PH(), c.ch({"US": ["victim advocate", "rape crisis center"], "UK": ["ISVA service", "rape crisis line"],
                                          "AU": ["CASA counsellor", "sexual assault counselling service"]}[c.cty])))
    L.append("")
    L.append("%s   %s %s   %s" % (c.dr(ex, "nurse", c.r.randint(0, 5)), c.ch({"US": ["RN licence", "Lic.", "NPI"], "UK": ["NMC PIN", "GMC", "Reg."], "AU": ["AHPRA", "Reg."]}[c.cty]), c.LIC("med", nurse=True), c.D(exam_d, kind="form")))
    if c.pr(0.3):
        clerk = c.person()
        L.append("Scanned to record by %s (%s) %s" % (c.plain(clerk), c.U(clerk), c.D(c.days(exam_d, 1), "ISO")))
    return "\n".join(L)

"""Genre 7: sexual health and contraception clinic records (UK)."""
from core import m, table, aligned
from common import time, medlist, ALLERGY, pick
from ctx import Ctx
from common import immunisations

VISITS = ["sti_asym", "sti_sym", "larc_implant", "iud", "ehc", "prep", "results", "pn"]


def clinic_name(c):
    r = c.rng
    t = c.new_town()
    return r.choice(["%s Centre for Sexual Health" % t, "The %s Clinic" % r.choice(["Archway", "Lighthouse", "Courtyard", "Meridian", "Harbour"]),
                     "%s Integrated Sexual Health Service" % t, "%s Contraception & Sexual Health (CaSH)" % t, "%s GUM Clinic" % t])


def gen(rng, idx):
    c = Ctx(rng, "GB", age_range=(15, 62))
    r = c.rng
    c.terse = r.random() < 0.4
    v = r.choice(VISITS)
    if v in ("larc_implant", "iud", "ehc"):
        c.age = r.randint(15, 44)
        import datetime as _dt
        c.dob = c.today - _dt.timedelta(days=int(c.age * 365.25) + r.randint(1, 360))
        c.pt.sex = "F"
        c.pt.first = r.choice(["Amelia", "Isla", "Ava", "Mia", "Grace", "Aisha", "Priya", "Chiamaka", "Kayleigh", "Jade", "Zainab",
                               "Agnieszka", "Niamh", "Freya", "Tamsin", "Lowri", "Simran", "Ioana", "Abena", "Morag", "Chantelle"])
    clinic = clinic_name(c)
    hcw = c.person()
    hca = c.person()
    out = []
    # header / banner
    if r.random() < 0.5:
        out.append("%s | Clinic no: %s | %s | printed %s %s by %s" % (m("HOSPITAL", clinic), m("MRN", c.ID("gum")), c.P("LF_allcaps"),
                                                                      c.D(c.today, "dmy"), time(c), m("USERNAME", c.username(hca))))
    else:
        out.append(m("HOSPITAL", clinic).upper() if False else m("HOSPITAL", clinic))
        out.append("%s, %s %s   Tel %s" % (m("STREET", c.new_street()), m("CITY", c.new_town()), m("ZIP", c.new_postcode()), m("PHONE", c.phone("land"))))
        out.append("Book online: %s" % m("URL", c.url()))
    out.append("")
    sexorient = r.choice(["heterosexual", "MSM", "bisexual", "WSW", "not disclosed", "gay"])
    rows = [["Name", c.P(r.choice(["full", "first", "LF_caps"])) + (" (uses alias)" if r.random() < 0.1 else "")],
            ["Clinic no.", m("MRN", c.ID("gum"))], ["DOB", c.D(c.dob)], ["Age", c.A("bare")],
            ["Postcode", m("ZIP", c.postcode)], ["Mobile", m("PHONE", c.phone("mob"))],
            ["Contact consent", r.choice(["SMS yes, no voicemail", "SMS only", "letter no, phone yes", "email ok - " + m("EMAIL", c.email(c.pt))])],
            ["GP", r.choice(["not registered / declined to share", c.doc(c.person(), "dr_last") + ", " + m("HOSPITAL", c.hospital("gp"))])]]
    if r.random() < 0.3:
        rows.append(["NHS No", m("MRN", c.ID("nhs"))])
    if c.terse:
        out.append(" / ".join(a + ": " + b for a, b in rows))
    else:
        out.append(aligned([[a + ":", b] for a, b in rows]))
    out.append("")
    if not c.terse or r.random() < 0.8:
        out.append("BACKGROUND")
        out.append("PMH: %s. DH: %s. Allergies: %s." % (", ".join(pick(c, ["nil", "asthma", "migraine without aura", "eczema", "depression",
                                                                          "epilepsy", "PCOS", "HIV (on ART, VL undetectable)", "anxiety"], r.randint(1, 2))),
                                                     ", ".join(medlist(c, r.randint(0, 2), cats=("misc",))) or "nil", pick(c, ALLERGY)))
        if c.pt.sex == "F":
            out.append("Contraception: %s. Cervical screening: %s. Obstetric: G%dP%d." % (
                r.choice(["none", "condoms", "COC (Microgynon 30)", "POP (desogestrel)", "DMPA - last inj " + c.D(c.ago(r.randint(30, 90)), c.sstyle),
                          "implant since " + c.D(c.ago(r.randint(200, 900)), "mon_y")]),
                r.choice(["not yet eligible", "HPV neg " + c.D(c.ago(r.randint(200, 1500)), "mon_y"), "overdue", "up to date (" + c.D(c.ago(r.randint(200, 1000)), "year") + ")"]),
                r.randint(0, 3), r.randint(0, 2)))
        out.append("Previous STIs: %s." % r.choice(["none", "CT " + c.D(c.ago(r.randint(300, 2000)), "year"), "NG and CT " + c.D(c.ago(r.randint(300, 2000)), "mon_y"),
                                                    "HSV-2, last recurrence " + c.D(c.ago(r.randint(60, 500)), "month_y"), "syphilis (treated " + c.D(c.ago(r.randint(300, 2000)), "year") + ")"]))
        out.append("Vaccinations:")
        out.append(immunisations(c, r.sample((["HPV (Gardasil 9) #1", "HPV #2"] if c.age < 46 else []) + ["Hep B #1", "Hep B #2", "Hep A", "MVA-BN (mpox) #1"], r.randint(1, 4))))
        out.append("BBV risk: IDU %s; sex work %s; partner from high-prevalence area %s; tattoos abroad %s." % (
            r.choice(["no", "never"]), r.choice(["no", "no", "yes - see SWAP proforma"]),
            r.choice(["no", "unknown", "yes (" + m("COUNTRY", pick(c, ["Zimbabwe", "Malawi", "Thailand", "Nigeria", "Uganda", "Kenya"])) + ")"]),
            r.choice(["no", "yes (" + m("COUNTRY", pick(c, ["Thailand", "Bali", "Vietnam", "Brazil"]) if False else pick(c, ["Thailand", "Indonesia", "Vietnam", "Brazil"])) + ")"])))
        out.append("")
    out.append("Self-completed triage (tablet, %s):" % c.D(c.today, "dmy"))
    sym = ["discharge", "dysuria", "genital lumps", "ulcers/sores", "rash", "pelvic/testicular pain", "bleeding after sex", "itch"]
    out.append("  " + "  ".join("[%s] %s" % ("x" if (v == "sti_sym" and r.random() < 0.4) else " ", x) for x in sym))
    out.append("  Wants: " + ", ".join(r.sample(["STI test", "contraception", "HIV test", "PrEP", "PEP", "vaccines", "pregnancy test", "advice"], 2)))
    out.append("  Consent to share with GP: %s   Preferred pronouns: %s" % (r.choice(["yes", "no", "no"]), r.choice(["she/her", "he/him", "they/them", "not stated"])))
    out.append("")
    out.append("Attendance %s %s - seen by %s (%s)" % (c.D(c.today, r.choice(["dmy", "wd_dmy", "d_mon_y"])), time(c),
                                                       c.doc(hcw, r.choice(["full", "dr_full"])), r.choice(["Sexual Health Adviser", "Specialty Doctor",
                                                                                                             "Registered Nurse", "SRH Registrar", "Consultant GUM"])))
    out.append("Chaperone: %s (HCA)" % c.doc(hca, "full") if r.random() < 0.5 else "Chaperone offered, declined.")
    out.append("")
    job = c.profession()
    p1 = c.person(sex=r.choice("MF"))
    p2 = c.person(sex=r.choice("MF"))
    lsi = c.ago(r.randint(3, 40))
    if v in ("sti_asym", "sti_sym", "prep", "pn"):
        out.append("Reason: " + {"sti_asym": "asymptomatic screen, new partner", "sti_sym": "dysuria + discharge 5/7" if c.pt.sex == "M" else "abnormal discharge, IMB",
                                 "prep": "PrEP start / 3-monthly review", "pn": "contact of chlamydia (PN slip)"}[v])
        out.append("")
        out.append("Sexual history (last 3 months):")
        out.append(table([["Partner", "Sex", "Last contact", "Type", "Condom", "Contactable"],
                          ["P1 " + c.nm(p1, "FAMILY", r.choice(["first", "first_li"])), p1.sex, c.Ds(lsi), r.choice(["regular", "casual", "new regular"]),
                           r.choice(["never", "sometimes", "always"]), r.choice(["yes", "yes", "no"])],
                          ["P2 " + c.nm(p2, "FAMILY", "first"), p2.sex, c.Ds(c.ago(r.randint(41, 90))), r.choice(["casual", "one-off", "ex"]),
                           r.choice(["never", "sometimes"]), r.choice(["yes", "no - app contact only"])]]))
        out.append("Orientation: %s. Last sex: %s. Met P2 via %s." % (sexorient, c.D(lsi, r.choice(["dmy", "d_month"])),
                                                                     r.choice(["app", "a party", "work", "a club in " + m("CITY", c.new_town())])))
        out.append("Travel / sex abroad: %s." % r.choice(["none", "holiday in " + m("COUNTRY", pick(c, ["Spain", "Thailand", "Brazil", "Portugal", "Greece"])) +
                                                         " " + c.D(c.ago(r.randint(20, 80)), "month_y")]))
        out.append("Occupation: %s. Alcohol/drugs: %s. Chemsex: %s." % (job, r.choice(["social ETOH", "none", "cannabis weekends"]), r.choice(["no", "denies", "yes - GHB, referred"])))
        out.append("")
        if v == "sti_sym":
            out.append("Exam: " + r.choice(["mucopurulent urethral discharge, no inguinal LNs, testes NAD",
                                             "vulva normal, speculum: cervix contact bleed, mucopurulent discharge, bimanual no CMT"]))
            out.append("Microscopy: " + r.choice(["GS urethral: >5 PMN/hpf, GNDC seen", "pH 4.5, no clue cells, no TV, PMNs ++"]))
        out.append("Tests: " + r.choice(["NAAT CT/NG (FVU)", "vulvovaginal SWAB NAAT CT/NG", "3-site NAAT (pharynx, rectum, urine)"]) +
                   ", HIV 4th gen, syphilis EIA" + r.choice(["", ", HBsAg, HCV Ab", ", HAV/HBV immunity"]))
        rows = [["Test", "Site", "Method", "Result"]]
        for t in r.sample([("Chlamydia", "urine/VVS", "NAAT"), ("Gonorrhoea", "urine/VVS", "NAAT"), ("Gonorrhoea", "pharynx", "NAAT"),
                           ("Chlamydia", "rectum", "NAAT"), ("HIV", "blood", "4th gen Ag/Ab"), ("Syphilis", "blood", "EIA/TPPA"),
                           ("Hep B sAg", "blood", "EIA"), ("Hep C Ab", "blood", "EIA"), ("TV", "VVS", "NAAT"), ("M. genitalium", "urine", "NAAT")], r.randint(3, 6)):
            rows.append([t[0], t[1], t[2], r.choice(["pending", "pending", "negative", "not detected", "POSITIVE"])])
        out.append(table(rows))
        out.append("Lab accession: %s   Barcode %s" % (m("IDNUM", c.accession()), m("IDNUM", "SH" + str(r.randint(1000000, 9999999)))))
        if v == "prep":
            out.append("PrEP: TDF/FTC daily, 3 bottles issued. Creatinine %d, eGFR >90. Batch no. %s." % (r.randint(60, 100), m("IDNUM", "PR" + str(r.randint(10000, 99999)))))
        if v in ("pn", "sti_sym"):
            out.append("Treatment: " + r.choice(["doxycycline 100mg BD 7/7", "ceftriaxone 1g IM stat + doxycycline 100mg BD 7/7",
                                                 "azithromycin 1g stat then 500mg OD 2/7 (pregnant)"]) + ". Abstain 7 days and until partners treated.")
            out.append("")
            out.append("Partner notification (%s):" % r.choice(["patient referral", "provider referral", "contract referral"]))
            out.append("  P1 %s - %s. Contact slip %s given." % (c.nm(p1, "FAMILY", "full"), r.choice(["will attend with pt", "pt to inform",
                                                                                                     "HA to text with consent " + m("PHONE", c.phone("mob"))]),
                                                              m("IDNUM", "PN" + str(r.randint(100000, 999999)))))
            out.append("  P2 - not contactable (no details).")
    elif v == "larc_implant":
        lot = r.choice(["T", "U", "S", "R"]) + str(r.randint(100000, 999999))
        out.append("Reason: " + r.choice(["implant insertion", "implant removal and replacement (3 yrs)", "implant removal - bleeding problems"]))
        out.append("LMP %s, UPSI since LMP: %s, pregnancy test %s. UKMEC 1. BMI %d." % (c.Ds(c.ago(r.randint(3, 20))), r.choice(["no", "no", "yes - 1 episode > 21d ago"]),
                                                                                      r.choice(["neg", "not required"]), r.randint(19, 38)))
        if r.random() < 0.5:
            out.append("Previous implant inserted %s at %s." % (c.D(c.ago(r.randint(900, 1200))), m("HOSPITAL", r.choice([clinic, c.hospital("gp")]))))
        out.append("Procedure: consent obtained (verbal + written). L arm non-dominant, 8-10cm above medial epicondyle, over triceps. "
                   "2ml 1% lidocaine. Implant inserted, palpated by pt and clinician. Steristrip + pressure bandage.")
        out.append("Device: Nexplanon 68mg   Lot %s   Exp %s" % (m("DEVICE", lot), c.D(c.ahead(r.randint(300, 900)), "mm_yyyy")))
        out.append("Due for removal/replacement: %s" % c.D(c.ahead(3 * 365)))
    elif v == "iud":
        out.append("Reason: " + r.choice(["Cu-IUD fitting", "LNG-IUD (Mirena) fitting for contraception + HMB", "coil check / threads not felt"]))
        out.append("Pre-fit: STI screen %s neg (%s). LMP %s. UKMEC 1 (%s)." % (c.D(c.ago(r.randint(8, 20)), c.sstyle), m("IDNUM", c.accession()),
                                                                              c.Ds(c.ago(r.randint(3, 12))), r.choice(["no CI", "migraine without aura - UKMEC 1"])))
        out.append("Procedure: speculum, cervix visualised, tenaculum, uterus sounded to %dcm %s. Device inserted, threads trimmed to 3cm. "
                   "Pain 5/10, vasovagal x0. Observed 15 min." % (r.randint(6, 9), r.choice(["AV", "RV", "mid"])))
        out.append("Device: %s  Lot %s  SN %s" % (r.choice(["Mirena 52mg", "Kyleena 19.5mg", "Cu T380A", "Nova-T 380", "Jaydess"]),
                                                 m("DEVICE", r.choice(["TU", "LX", "RA"]) + str(r.randint(10000, 99999))),
                                                 m("DEVICE", str(r.randint(1000000000, 9999999999)))))
        out.append("Threads check: 6 weeks (self-check taught). Replace by %s." % c.D(c.ahead(r.choice([5, 8, 10]) * 365), "month_y"))
    elif v == "ehc":
        out.append("Reason: EHC - UPSI %s at ~%s hrs ago (condom split)." % (c.D(lsi, "weekday"), r.randint(12, 110)))
        out.append("Cycle day %d, LMP %s, cycle 28-30d. Any other UPSI this cycle: no." % (r.randint(8, 20), c.Ds(c.ago(r.randint(8, 20)))))
        out.append("Options discussed: Cu-IUD (most effective), ulipristal acetate, levonorgestrel. Chose %s." % r.choice(["UPA 30mg - given in clinic",
                                                                                                                        "LNG 3mg (BMI>26) - given",
                                                                                                                        "Cu-IUD - booked for tomorrow"]))
        out.append("Safeguarding: Spotting-the-Signs proforma completed, no concerns. Partner %s, age %s." % (c.nm(p1, "FAMILY", "first"), m("AGE", str(max(16, c.age + r.randint(-2, 6))))))
        out.append("Bridging contraception: POP (desogestrel) started; pregnancy test in 3 weeks.")
    elif v == "results":
        out.append("Results call / SMS log")
        out.append(table([["Date", "Test", "Result", "Action", "By"],
                          [c.D(c.ago(r.randint(5, 10)), "dmy"), "CT NAAT", r.choice(["POSITIVE", "neg"]), "SMS sent to " + m("PHONE", c.phone("mob")), m("USERNAME", c.username(hca))],
                          [c.D(c.ago(r.randint(5, 10)), "dmy"), "NG NAAT", "neg", "-", m("USERNAME", c.username(hca))],
                          [c.D(c.ago(r.randint(1, 4)), "dmy"), "HIV/syph", "neg / neg", "SMS", m("USERNAME", c.username(hcw))]]))
        out.append("Pt called back %s %s, booked Rx appt %s. Sample ref %s." % (c.Ds(c.ago(1)), time(c), c.D(c.ahead(1), c.sstyle), m("IDNUM", c.accession())))
    out.append("")
    out.append("Advice given:" if not c.terse else "advice:")
    for x in r.sample(["window periods explained (HIV 45d, syphilis 12 wks)", "condom use / demonstration", "PEP awareness - attend within 72h",
                       "Sexual health leaflet and website given", "alcohol and consent discussed", "U=U explained", "how to self-check implant",
                       "missed pill rules", "vaccination schedule", "how results are sent (SMS, no details in text)"], r.randint(2, 4)):
        out.append("  - " + x)
    if not c.terse and r.random() < 0.6:
        out.append("Consultation note: %s %s, attended %s. %s %s" % (
            c.A(r.choice(["year-old", "yo", "y/o"])), r.choice(["cis woman", "cis man", "trans woman", "trans man", "non-binary person"]) if c.pt.sex == "M" and False else ("woman" if c.pt.sex == "F" else "man"),
            r.choice(["alone", "with partner " + c.nm(p1, "FAMILY", "first"), "with friend " + c.nm(c.person(), "FAMILY", "first"), "with mum"]),
            r.choice(["Works as a %s, lives in %s." % (job, m("CITY", c.new_town())), "Student at %s." % m("ORGANIZATION", c.new_town() + r.choice([" College", " University", " Sixth Form"])),
                      "Unemployed, lives in supported housing."]),
            r.choice(["Relaxed and engaged.", "Anxious about results, reassured.", "Good understanding of risks.", "Declined HIV test initially, then consented."])))
    out.append("")
    if c.terse:
        out.append("plan: %s. %s" % (r.choice(["results by sms 7-10d", "rv 3/12 for PrEP", "TOC not routinely required", "follow-up 6/52"]),
                                      r.choice(["safeguarding: none", "DV screen neg"] + (["under 18 - Fraser competent, no CSE concerns"] if c.age < 18 else []))))
    else:
        out.append("Safeguarding: %s" % r.choice(["DV/IPV routine enquiry negative."] + (["Age < 18: Fraser guidelines met, CSE screening tool completed - no concerns."] if c.age < 18 else []) + [
                                                   "Disclosed previous IPV with ex %s (%s), safe now. IDVA details given." % (c.nm(c.person(), "FAMILY", "first"), c.D(c.ago(r.randint(200, 900)), "year"))]))
        out.append("Plan: %s" % r.choice(["results via SMS in 7-10 days; if positive recall.", "review in 3 months for PrEP continuation.",
                                          "contact clinic on %s if concerns." % m("PHONE", c.phone("land"))]))
    out.append("Follow-up: %s. Next appointment %s at %s." % (r.choice(["routine", "recall if positive", "3-monthly", "6 weeks"]),
                                                             c.D(c.ahead(r.randint(7, 90)), r.choice(["wd_dmy", "dmy", "d_mon_y"])),
                                                             m("HOSPITAL", r.choice([clinic, clinic_name(c)]))))
    if r.random() < 0.4:
        out.append("Condoms issued (C-Card %s)." % m("IDNUM", "CC" + str(r.randint(10000, 99999))))
    out.append("")
    out.append("%s %s" % (r.choice(["Entered by", "Signed", "--"]), c.doc(hcw, r.choice(["full", "fi_last"]))) +
               (" NMC %s" % m("LICENSE", c.licence("nmc")) if r.random() < 0.4 else (" GMC %s" % m("LICENSE", c.licence()) if r.random() < 0.3 else "")))
    if r.random() < 0.3:
        out.append("Record accessed from %s by %s at %s" % (m("IPADDR", c.ip()), m("USERNAME", c.username(hcw)), time(c)))
    if r.random() < 0.25:
        out.append("Episode %s. Coded: %s." % (m("ACCOUNT", c.ID("enc")), r.choice(["SHHAPT T4", "SHHAPT C4 C10A", "SRH 1 12", "SHHAPT P1A"])))
    return "\n".join(out), "sexual_health_clinic"

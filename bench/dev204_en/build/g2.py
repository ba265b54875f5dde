"""Genres: pulmonary function test report, polysomnography report, CPAP compliance download review."""
import datetime

import blocks as K
import clin as X
import core as C
import pools as P


def _hdr_ids(ctx, b, pt, acct=True):
    r = ctx.r
    if ctx.uk:
        b("NHS No: ", (pt.nhs, "MRN"), "    Hospital No: ", (pt.mrn, "MRN"), "\n")
    else:
        b("MRN: ", (pt.mrn, "MRN"))
        if acct:
            b(r.choice(["    Acct #: ", "    Encounter #: ", "    Visit: "]),
              (r.choice(["", "E", "V"]) + C.digits(r, r.choice([8, 9, 10])), "ACCOUNT"))
        b("\n")


def bio_checkin(ctx, b):
    r = ctx.r
    kind = r.randint(0, 2)
    if kind == 0:
        b("Identity confirmed by palm-vein scan, biometric ID ", ("PV-" + C.digits(r, 8), "BIOID"), ".\n")
    elif kind == 1:
        b("Check-in: fingerprint verified (template ", ("FP-" + C.digits(r, 5), "BIOID"), ").\n")
    else:
        b("Biometric enrolment ref ", ("BIO-%s-%s" % (C.digits(r, 4), C.digits(r, 2)), "BIOID"),
          " matched at kiosk.\n")


def pft_report(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 19, 88)
    s = C.site(ctx)
    tech = C.clinician(ctx)
    rep = C.clinician(ctx)
    refd = C.clinician(ctx)
    sp = X.spiro(r, None, pt.sex)
    b(r.choice(["LUNG FUNCTION REPORT", "PULMONARY FUNCTION TEST REPORT", "Full Lung Function Tests",
                "PULMONARY FUNCTION LABORATORY"]), "\n")
    b((s["name"], "HOSPITAL"), " - ", r.choice(["Respiratory Physiology", "Lung Function Unit", "PFT Lab",
                                                "Pulmonary Diagnostics"]), "\n")
    if r.random() < 0.5:
        b("Tel ", (s["phone"], "PHONE"), "   Fax ", (s["fax"], "FAX"), "\n")
    b("=" * 60, "\n")
    b("Name: ", pt.n(r.choice(["LF", "LFc", "lfm", "fl"])), "\n")
    b("DOB: ", ctx.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "   Sex: ", pt.sex, "\n")
    h = r.randint(150, 190)
    w = r.randint(48, 130)
    b("Height: %d cm   Weight: %d kg   BMI: %.1f\n" % (h, w, w / (h / 100.0) ** 2))
    _hdr_ids(ctx, b, pt)
    b(r.choice(["Study no: ", "Test ID: ", "Accession: "]),
      ("%s-%02d-%s" % (r.choice(["PFT", "LF", "RP"]), ctx.date.year % 100, C.digits(r, 5)), "IDNUM"), "\n")
    b("Test date: ", ctx.D(ctx.date), " %02d:%02d\n" % (r.randint(8, 16), r.randint(0, 59)))
    b("Referring clinician: ", C.dr(ctx), (C.nm(refd, r.choice(["il0", "fl", "l"])), "DOCTOR"))
    if r.random() < 0.5:
        b(" (", (r.choice(P.UK_GP if uk else P.US_PCP), "HOSPITAL"), ")")
    b("\n")
    if r.random() < 0.3:
        b("Location: ", (r.choice(P.UK_WARDS) if uk else "Inpatient", "HOSPITAL") if uk else "Inpatient",
          ", bed ", (str(r.randint(1, 32)), "LOCATION_OTHER"), "\n")
    b("Indication: ", r.choice(["Breathlessness ?COPD", "Pre-operative assessment (lobectomy)",
                                "ILD monitoring on nintedanib", "Asthma diagnosis", "Methotrexate monitoring",
                                "Occupational asthma assessment", "Post-COVID breathlessness"]), "\n")
    if r.random() < 0.5 and not uk:
        bio_checkin(ctx, b)
    b("Smoking: ", r.choice(["never", "ex-smoker, %d pack-years" % r.randint(5, 80), "current, %d/day" % r.randint(5, 30)]),
      "   Bronchodilators withheld: ", r.choice(["yes (SABA 6 h, LABA 36 h)", "no - salbutamol 2 h before test",
                                                 "yes", "not applicable"]), "\n")
    b("Equipment: ", r.choice(X.SPIROMETERS))
    if r.random() < 0.4:
        b(" (workstation ", (C.private_ip(r), "IPADDR"), ")")
    b("\nReference equations: ", r.choice(["GLI", "GLI (race-neutral)", "ECSC", "NHANES III"]), "\n\n")
    b(X.spiro_table(sp, r.randint(0, 2)), "\n\n")
    if r.random() < 0.6:
        b("Gas transfer: TLCO %d%% pred, KCO %d%% pred, VA %.2f L.\n" % (sp["tlco_pc"], sp["kco_pc"], sp["va"]))
    if r.random() < 0.5:
        b("FeNO: %d ppb.\n" % r.randint(5, 110))
    b("Session quality: FEV1 grade %s, FVC grade %s (ATS/ERS); %d manoeuvres performed.\n" % (
        r.choice("AAABC"), r.choice("AABCD"), r.randint(3, 8)))
    b("\nTechnician comments: ", r.choice(["Good effort, results acceptable and repeatable.",
                                           "Coughing during FVC manoeuvres; best of 5 reported.",
                                           "Unable to achieve repeatable TLCO; interpret with caution.",
                                           "Salbutamol 400 mcg via spacer given for reversibility."]), " ")
    b("Tested by ", (C.nm(tech, r.choice(["fl", "il0", "INI"])), "DOCTOR"),
      r.choice([", Clinical Physiologist", ", Respiratory Physiologist", ", RPFT", ", RRT", " (CRFS)"]), ".\n\n")
    if r.random() < 0.7:
        b("Previous results:\n")
        b("  Date          FEV1 (L)   FVC (L)   TLCO %pred\n")
        d = ctx.date
        for _ in range(r.randint(2, 4)):
            d = d - datetime.timedelta(days=r.randint(150, 500))
            b("  ", ctx.D(d), " " * max(2, 14 - len(C.fdate(d, ctx.ds))),
              "%s       %s      %d\n" % (X.f2(sp["fev1"] + r.uniform(0.0, 0.4)), X.f2(sp["fvc"] + r.uniform(0, 0.5)),
                                        sp["tlco_pc"] + r.randint(0, 15)))
        b("\n")
    b("Interpretation: ", X.interp(sp))
    if r.random() < 0.5:
        b(" Compared with ", ctx.D(ctx.ago(200, 600)), ", FEV1 has fallen by %d mL." % r.randint(20, 260))
    b("\n\n")
    if uk:
        b("Reported by: ", C.dr(ctx), (C.nm(rep, r.choice(["fl", "il0"])), "DOCTOR"), ", ",
          r.choice(["Consultant Respiratory Physician", "Consultant Clinical Scientist"]), "   ", ctx.D(ctx.ahead(0, 5)), "\n")
        if r.random() < 0.4:
            b("Authorised on ICE by user ", (C.username(ctx, rep), "USERNAME"), "\n")
    else:
        K.esign(b, ctx, rep, r.choice(["MD", "DO", "MD, FCCP"]), ctx.ahead(0, 3))


def psg_report(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 22, 79)
    s = C.site(ctx, r.choice(["hosp", "sleep"]))
    v = X.psg_values(r)
    interp = C.clinician(ctx)
    tech = C.clinician(ctx)
    refd = C.clinician(ctx)
    kind = r.choice(["Diagnostic Polysomnography", "Split-Night Polysomnography", "CPAP Titration Study",
                     "Attended Polysomnography (Level 1)"])
    b(kind.upper(), " REPORT\n", (s["name"], "HOSPITAL"), r.choice([" Sleep Laboratory", " Sleep Centre" if uk else " Sleep Center", ""]), "\n")
    b(C.addr_items(ctx, s, style="line"), "\n")
    b("Phone ", (s["phone"], "PHONE"))
    if r.random() < 0.6:
        b("  Fax ", (s["fax"], "FAX"))
    b("\n\n")
    b("Patient: ", pt.n(r.choice(["LF", "fl", "lfm"])), "   Sex: ", pt.sex, "   Age: ", (str(pt.age), "AGE"), "\n")
    b("DOB: ", ctx.D(pt.dob), "\n")
    _hdr_ids(ctx, b, pt)
    b("Study #: ", ("%s%s-%s" % (r.choice(["PSG", "SL", "S"]), ctx.date.year % 100, C.digits(r, 4)), "IDNUM"), "\n")
    night2 = ctx.date + datetime.timedelta(days=1)
    b("Study date: ", ctx.D(ctx.date), " - ", ctx.D(night2, r.choice([ctx.ds, "dm" if uk else "md"])), "\n")
    b("Room: ", (r.choice(["%d" % r.randint(1, 8), "%d%s" % (r.randint(1, 6), r.choice("AB")), "SL-%d" % r.randint(1, 6)]),
                 "LOCATION_OTHER"), "   Lights out %02d:%02d   Lights on 0%d:%02d\n" % (
        r.choice([21, 22, 23]), r.randint(0, 59), r.randint(5, 6), r.randint(0, 59)))
    b("Referring: ", C.dr(ctx), (C.nm(refd, r.choice(["fl", "il0", "lf"])), "DOCTOR"), "\n")
    b("Technologist: ", (C.nm(tech, r.choice(["fl", "il0"])), "DOCTOR"),
      r.choice([", Sleep Physiologist", ", Clinical Physiologist", " (Sleep Physiologist)"] if uk else
               [", RPSGT", ", CRT", " RPSGT", ", RPSGT, RST"]), "\n")
    b("Recording system: ", r.choice(X.PSG_SYSTEMS))
    if r.random() < 0.45:
        b("; acquisition PC ", (C.private_ip(r), "IPADDR"))
    b("\n")
    if not uk and r.random() < 0.7:
        bio_checkin(ctx, b)
    b("\nCLINICAL HISTORY\n")
    b(pt.n(r.choice(["f", "l", "fl"])) if r.random() < 0.4 else "Patient", " is ", C.art_num(pt.age), " ", (str(pt.age), "AGE"),
      r.choice(["-year-old ", " y/o ", " yo "]), "man" if pt.sex == "M" else "woman", " referred with ",
      r.choice(["loud snoring and witnessed apnoeas" if uk else "loud snoring and witnessed apneas",
                "excessive daytime sleepiness", "nocturia and morning headaches", "resistant hypertension",
                "insomnia and suspected RLS", "ESS %d and hypersomnolence" % v["ess"]]), ". ")
    b("Epworth score %d. Neck circumference %d cm, BMI %.1f. " % (v["ess"], r.randint(35, 50), r.uniform(22, 47)))
    if r.random() < 0.55:
        b(his(pt, True), " ", pt.kin_rel, " ", pt.kn(r.choice(["f", "fl"])), " reports pauses in breathing. ")
    if r.random() < 0.5:
        b("Works as ", C.art(pt.prof), " ", (pt.prof, "PROFESSION"), r.choice([" on rotating shifts", "", " (night shifts)"]), ". ")
    if r.random() < 0.3:
        b(K.origin(ctx, pt))
    b("\nMedications: ", "; ".join(X.med_list(r, 0, r.randint(1, 4), uk)), ".\n")
    b("Technologist notes: ", r.choice(["Slept mostly supine. Bathroom break at 02:%02d." % r.randint(0, 59),
                                        "Difficulty initiating sleep; took usual zopiclone." if uk else
                                        "Difficulty initiating sleep; took usual zolpidem.",
                                        "Loud snoring throughout; split criteria met at 01:%02d." % r.randint(0, 59),
                                        "Frequent leg movements in N2.", "Uneventful study."]))
    b("\n\nSLEEP ARCHITECTURE\n")
    b("  Time in bed            %d min\n  Total sleep time       %d min\n  Sleep efficiency       %.1f%%\n"
      "  Sleep onset latency    %d min\n  REM latency            %d min\n  WASO                   %d min\n"
      "  N1 %.1f%%  N2 %.1f%%  N3 %.1f%%  REM %.1f%%\n" % (v["tib"], v["tst"], v["se"], v["sol"], v["rem_lat"],
                                                      v["waso"], v["n1"], v["n2"], v["n3"], v["rem"]))
    b("\nRESPIRATORY EVENTS\n")
    b("| Index | Value |\n|---|---|\n| AHI (AASM 3%%) | %.1f/h |\n| Supine AHI | %.1f/h |\n| REM AHI | %.1f/h |\n"
      "| Obstructive apneas | %d |\n| Central apneas | %d |\n| Hypopneas | %d |\n| ODI 3%% | %.1f/h |\n"
      "| Mean SpO2 | %d%% |\n| Nadir SpO2 | %d%% |\n| T90 | %.1f%% |\n" % (
          v["ahi"], v["sup_ahi"], v["rem_ahi"], v["oa"], v["ca"], v["hyp"], v["odi"], v["mean_spo2"],
          v["nadir"], v["t90"]))
    b("\nPLM index %.1f/h. Arousal index %.1f/h. Mean HR %d bpm, sinus rhythm.\n" % (v["plm"], v["arousal"], v["hr"]))
    if "Titration" in kind or "Split" in kind:
        p = r.randint(6, 14)
        b("CPAP titrated from 5 to %d cmH2O; optimal pressure %d cmH2O with residual AHI %.1f. Mask: %s.\n" % (
            p + 2, p, r.uniform(0.5, 4.8), r.choice(X.MASKS)))
    b("\nIMPRESSION\n", X.ahi_sev(v["ahi"]).capitalize(), " obstructive sleep ", "apnoea" if uk else "apnea",
      " (AHI %.1f/h)" % v["ahi"], r.choice([", worse supine and in REM.", ".", " with significant nocturnal hypoxaemia."]), "\n")
    b("\nRECOMMENDATIONS\n- ", r.choice(["Auto-CPAP 5-15 cmH2O with humidification.", "Fixed CPAP as titrated.",
                                          "Weight management and positional therapy.",
                                          "Referral for mandibular advancement device."]), "\n")
    b("- Follow-up in sleep clinic ", ctx.D(ctx.ahead(21, 90)), ".\n")
    if r.random() < 0.5:
        b("- Driving advice given; ", "DVLA" if uk else "state DMV", " guidance discussed.\n")
    b("\n")
    if uk:
        b("Reported by ", C.dr(ctx), (C.nm(interp, "fl"), "DOCTOR"), ", Consultant in Sleep Medicine, ",
          ctx.D(ctx.ahead(2, 12)), "\n")
        if r.random() < 0.35:
            b("GMC ", (C.gmc(r), "LICENSE"), "\n")
    else:
        b("Interpreting physician: ", (C.nm(interp, r.choice(["fl", "fil"])), "DOCTOR"), ", MD, D.ABSM")
        if r.random() < 0.6:
            b("   NPI ", (C.npi(r), "LICENSE"))
        b("\n")
        K.esign(b, ctx, interp, "MD", ctx.ahead(1, 5))


def his(pt, cap=False):
    s = "his" if pt.sex == "M" else "her"
    return s.capitalize() if cap else s


def cpap_review(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 28, 84)
    s = C.site(ctx)
    rev = C.clinician(ctx)
    days = r.choice([30, 30, 90, 14, 60])
    end = ctx.date - datetime.timedelta(days=1)
    start = end - datetime.timedelta(days=days - 1)
    used = r.randint(int(days * 0.3), days)
    b(r.choice(["CPAP COMPLIANCE DOWNLOAD REVIEW", "PAP Adherence Review", "CPAP Data Download - Sleep Service",
                "Remote Monitoring Review: CPAP"]), "\n")
    b((s["name"], "HOSPITAL"), r.choice([" Sleep Service", " Sleep Medicine Clinic", ""]), "   ", ctx.D(ctx.date), "\n\n")
    b("Patient: ", pt.n(r.choice(["fl", "LF", "LFc"])), "  DOB ", ctx.D(pt.dob), "  (", (str(pt.age), "AGE"),
      r.choice(["y", " yrs", " yo"]), ")\n")
    _hdr_ids(ctx, b, pt, acct=r.random() < 0.5)
    if r.random() < 0.5:
        b("Address: ", C.addr_items(ctx, pt.addr, style="line"), "\n")
    b("Consultant: " if uk else "Sleep physician: ", C.dr(ctx), (C.nm(C.clinician(ctx), r.choice(["l", "il0", "fl"])), "DOCTOR"), "\n")
    dx = ctx.ago(60, 1500)
    b("\nHISTORY\nOSA diagnosed on ", r.choice(["home polygraphy", "PSG", "HSAT"]), " ", ctx.D(dx),
      " (AHI %.1f/h, ODI %.1f/h); ESS at diagnosis %d. CPAP started " % (r.uniform(15, 80), r.uniform(10, 70), r.randint(9, 22)),
      ctx.D(dx + datetime.timedelta(days=r.randint(14, 60)), r.choice([ctx.ds, "My"])), ".\n\n")
    model = r.choice(X.CPAP_MODELS)
    b("Device: ", model, "   Serial no: ", (r.choice([C.digits(r, 11), "%s %s %s" % (C.digits(r, 4), C.digits(r, 4),
                                                                                    C.digits(r, 3)),
                                                       "J%s" % C.digits(r, 8), "SN%s" % C.digits(r, 9)]), "DEVICE"), "\n")
    if r.random() < 0.45:
        b("Modem ID: ", ("%s" % C.digits(r, 15), "DEVICE"), "   last sync via ", (C.private_ip(r), "IPADDR"), "\n")
    b("Mask: ", r.choice(X.MASKS), "\n")
    if not uk:
        dme = r.choice(P.DME_US)
        b("DME: ", (dme, "ORGANIZATION"), "  ", (C.phone(ctx), "PHONE"), "\n")
        if r.random() < 0.7:
            b("Payer: ", (pt.ins["name"], "ORGANIZATION"), "  Member ID ", (pt.ins["member"], "HEALTHPLAN"), "\n")
    b("Download period: ", ctx.D(start), " to ", ctx.D(end), " (%d days)\n\n" % days)
    pct4 = min(100.0, used / days * 100 * r.uniform(0.7, 1.0))
    b("SUMMARY\n  Days used: %d/%d (%.0f%%)\n  Days >= 4 h: %.0f%%\n  Average use (days used): %dh %02dm\n"
      "  Median pressure: %.1f cmH2O   95th centile: %.1f cmH2O\n  Leak 95th centile: %.1f L/min\n"
      "  Residual AHI: %.1f/h (CAI %.1f)\n" % (used, days, used / days * 100, pct4, r.randint(2, 8), r.randint(0, 59),
                                             r.uniform(6, 11), r.uniform(9, 15), r.uniform(4, 38),
                                             r.uniform(0.4, 9.8), r.uniform(0, 2.5)))
    if r.random() < 0.75:
        b("\nLast nights:\n  Date         Usage   AHI   Leak95\n")
        d = end
        for _ in range(r.randint(3, 7)):
            b("  ", ctx.D(d), " " * max(1, 13 - len(C.fdate(d, ctx.ds))),
              "%d:%02d    %.1f   %.1f\n" % (r.randint(0, 9), r.randint(0, 59), r.uniform(0, 8), r.uniform(2, 40)))
            d = d - datetime.timedelta(days=1)
    b("\nCOMMENTS\n")
    k = r.randint(0, 2)
    if k == 0:
        b("Spoke to ", pt.title, " ", pt.n("l"), " by phone (", (pt.mobile, "PHONE"), "). ")
    elif k == 1:
        b("Reviewed in clinic with ", his(pt), " ", pt.kin_rel, " ", pt.kn("f"), ". ")
    else:
        b(pt.n("f"), " e-mailed from ", (pt.email, "EMAIL"), " reporting mask discomfort. ")
    b(r.choice(["Reports feeling much more alert; ESS down to %d." % r.randint(2, 9),
                "Struggling with mask leak and dry mouth; chin strap and humidity increase advised.",
                "Removes mask in the early hours; claustrophobia discussed.",
                "Snoring resolved per bed partner."]), " ")
    if r.random() < 0.4:
        b("Returned to work as ", C.art(pt.prof), " ", (pt.prof, "PROFESSION"), " on ", ctx.D(ctx.ago(5, 40)), ". ")
    b("ESS today %d/24. Mask fit checked; cushion replaced " % r.randint(1, 16),
      r.choice(["today", "last month", "- overdue"]), ".")
    b("\n\nPLAN\n- ", r.choice(["Continue current settings.", "Change to full-face mask; resize.",
                              "Increase minimum pressure to 7 cmH2O.", "Refer back to consultant re: central events.",
                              "Compliance sufficient for insurer requirement; letter sent." if not uk else
                              "Compliance sufficient; DVLA form completed."]), "\n")
    b("- Next download ", ctx.D(ctx.ahead(28, 120)), ".\n")
    if r.random() < 0.3:
        b("- Patient portal activated: ", (r.choice(["https://sleep.example.org/portal", "https://myair.example.com/login",
                                                      "www.example.net/cpap-support"]), "URL"), ", username ",
          (C.username(ctx, pt.p), "USERNAME"), ".\n")
    b("\n", (C.nm(rev, r.choice(["fl", "fil", "il0"])), "DOCTOR"), ", ",
      r.choice(["Sleep Physiologist", "Clinical Physiologist (Sleep)", "CNS Sleep"] if uk else
               ["RRT", "RPSGT", "NP", "RRT, RPSGT"]))
    if r.random() < 0.4:
        b("  ", (C.email_for(ctx, rev, "staff"), "EMAIL"))
    b("\n")
    if r.random() < 0.4:
        b("Downloaded by ", (C.username(ctx, rev), "USERNAME"), " ", ctx.D(ctx.date), "\n")

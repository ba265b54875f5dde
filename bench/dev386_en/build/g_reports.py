"""Structured reports: audiogram/tympanometry, questionnaire summary, hearing aid fitting record."""
import cases as K
import clinical as CL
import core as C
from core import P

AUDIOMETERS = ["Aurimed AD-40", "Clarion Diagnostic 2", "Tonalis AC-330", "Sonometric Duo"]
TYMPS = ["Aurimed TY-10", "Tonalis MT-9 middle ear analyser", "Clarion Tymp Pro"]


def audiogram_report(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "hosp", "clinic"]))
    tester = x.clin(x.pk(["AUD", "TECH"]))
    x.put(x.pk(["PURE TONE AUDIOMETRY & TYMPANOMETRY REPORT", "AUDIOLOGICAL ASSESSMENT - PTA / TYMPANOMETRY",
                "Audiogram and Immittance Report", "DIAGNOSTIC HEARING ASSESSMENT"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), " - ", s["dept"], "\n")
    if x.ch(0.4):
        x.put(x.pk(["Location: ", "Site: "]), P(x.pk(["Harcourt Wing", "Pemberton Building", "Outpatients Block C",
                                                      "Aurora Centre", "Kingfisher Building", "East Pavilion"]),
                                                "LOCATION_OTHER"), ", booth ", x.room(), "\n")
    else:
        x.put("Booth: ", x.room(), "\n")
    x.put("Test date: ", x.D(pt["visit"]), "   Time: ", x.pk(["08:50", "10:42", "13:15", "15:30", "11:05"]), "\n\n")
    x.put("Name: ", x.pt_name_hdr(), "   Sex: ", pt["sex"], "\n")
    x.put("DOB: ", x.D(pt["dob"]), "   Age: ", x.age_p(), "\n")
    x.put(x.ids_line(extra=x.ch(0.3)), "\n")
    gp = x.clin(x.pk(["GP", "ENT"]))
    x.put("Referred by: ", K.drname(gp), " (", P(x.site("practice" if gp["role"] == "GP" else "hosp")["name"], "HOSPITAL"),
          ")   Reason: ", x.pk(["tinnitus assessment", "?NIHL", "hearing aid candidacy", "asymmetric tinnitus",
                                 "hyperacusis assessment", "annual review", "post-sudden SNHL"]), "\n")
    x.put("Tester: ", K.signoff(tester), ", ", tester["job"], "\n")
    if x.ch(0.4):
        x.put("Supervised by: ", K.drfull(x.clin("AUD")), "\n")
    x.put("\nEquipment: ", x.pk(AUDIOMETERS), " SN ", P(C.serial(rng), "DEVICE"), "; ", x.pk(TYMPS), " SN ",
          P(C.serial(rng), "DEVICE"), "\n")
    x.put("Transducers: ", x.pk(["TDH-39 supra-aural", "ER-3A inserts", "DD45 headphones", "HDA300 (ext HF)"]),
          ", B-71 bone conductor. Calibration ", x.pk(["in date", "valid (annual, stage B)", "checked daily"]), ".\n")
    x.put("Reliability: ", x.pk(["good", "good", "fair - slow responses", "variable, re-instructed",
                                 "good; pt tends to false-positive with tinnitus"]), "\n\n")
    x.put(x.pk(CL.OTOSCOPY), "\n\n")
    pat, ears, bc = CL.thresholds(rng)
    x.put("PURE TONE AUDIOMETRY (dB HL)\n", CL.audio_table(rng, ears, bc, x.pk(["grid", "rows"])))
    x.put("Masking: ", x.pk(["BC masked as required (plateau method).", "not required.", "L BC masked at 2k, 4k.",
                             "Masking dilemma R - see notes."]), "\n")
    x.put("Summary: ", CL.describe(pat, ears), "\n\n")
    x.put("TYMPANOMETRY (226 Hz)\n", CL.tymp_text(rng, CL.tymp(rng, pat), "table"))
    x.put(CL.reflexes(rng))
    if x.ch(0.6):
        x.put(CL.speech(rng))
    if x.ch(0.5):
        x.put("\n", CL.pitch_match(rng))
    if x.ch(0.4):
        t, avg = CL.ulls(rng)
        x.put("\n", t, "Mean ULL %.0f dB HL%s.\n" % (avg, " - reduced, consistent with hyperacusis" if avg < 80 else ""))
    if x.ch(0.4):
        x.put("OAEs (TEOAE): ", x.pk(["present bilaterally", "absent R, present L", "reduced 2-4 kHz bilat",
                                        "not tested"]), "\n")
    x.put("\nCOMMENTS\n")
    if x.ch(0.5):
        x.t("Compared with previous audiogram of {d}: {c}.\n", d=x.D(x.before(180, 1400)),
            c=x.pk(["no significant change", "deterioration of 10-15 dB at 4-8 kHz R", "stable", "improved LF thresholds L"]))
    x.put(x.pk(CL.HARDNEG), " ", x.pk(["Results explained to patient.", "Results discussed with pt and {f}.",
                                       "Pt informed; copy given."]).replace("{f}", "family"), "\n")
    x.put("Recommendation: ", x.pk(CL.PLANS), "\n\n")
    x.put("Signed: ", K.signoff(tester), "   ", x.D(pt["visit"]), "\n")
    if x.ch(0.3):
        x.put("Report e-mailed to ", P(gp["email"], "EMAIL"), "\n")


def questionnaire_summary(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic"]))
    cl = x.clin(x.pk(["AUD", "HT", "HT"]))
    sc0 = CL.scores(rng)
    trend = x.pk([-1, -1, -1, 0, 1])
    sc1 = {}
    for k, top in (("thi", 100), ("tfi", 100), ("hadsa", 21), ("hadsd", 21), ("isi", 28), ("vas_l", 10), ("vas_a", 10),
                   ("hq", 42), ("phq", 27), ("hhie", 40)):
        step = max(1, top // 10)
        v = sc0[k] + trend * rng.randrange(0, 3 * step) + rng.randrange(-step, step + 1)
        if k in ("thi", "hhie"):
            v -= v % 2
        sc1[k] = max(0, min(top, v))
    base = x.before(60, 400)
    x.put(x.pk(["TINNITUS QUESTIONNAIRE SUMMARY", "Tinnitus Handicap / Outcome Measures", "OUTCOME MEASURES - TINNITUS SERVICE",
                "Questionnaire scoring sheet (THI / TFI / HADS)"]), "\n")
    x.put(P(s["name"], "HOSPITAL"), " | ", x.pk(["Tinnitus Service", "Hearing Therapy", "Audiology"]), "\n\n")
    x.pt_block(addr=x.ch(0.3))
    mode = x.pk(["in clinic (paper)", "online", "posted", "online", "by phone with therapist"])
    x.put("Completed: ", x.D(pt["visit"]), " - ", mode)
    if mode == "online":
        x.t(" via {u}", u=P(C.portal_url(rng), "URL"))
        if x.ch(0.6):
            x.t(" (user {un}, IP {ip})", un=P(pt["user"], "USERNAME"), ip=P(C.private_ip(rng), "IPADDR"))
    x.put("\nForm ID: ", P(C.idnum(rng, "form"), "IDNUM"), "   Scored by: ", K.drname(cl) if cl.get("dr") else
          [K.staff_initials(cl)], "\n\n")
    w = 16
    x.put("Measure".ljust(w), "Baseline (", x.D(base, x.pk([x.ds, x.dm])), ")   Today   Change\n")
    rows = [("THI (0-100)", sc0["thi"], sc1["thi"]), ("TFI (0-100)", sc0["tfi"], sc1["tfi"]),
            ("HADS-A (0-21)", sc0["hadsa"], sc1["hadsa"]), ("HADS-D (0-21)", sc0["hadsd"], sc1["hadsd"]),
            ("ISI (0-28)", sc0["isi"], sc1["isi"]), ("VAS loudness", sc0["vas_l"], sc1["vas_l"]),
            ("VAS annoyance", sc0["vas_a"], sc1["vas_a"])]
    if x.ch(0.5):
        rows.append(("Khalfa HQ (0-42)", sc0["hq"], sc1["hq"]))
    if x.ch(0.4):
        rows.append(("PHQ-9", sc0["phq"], sc1["phq"]))
    if x.ch(0.3):
        rows.append(("HHIE-S", sc0["hhie"], sc1["hhie"]))
    for name, a, b in rows:
        x.put(name.ljust(w), str(a).rjust(6), str(b).rjust(20), ("%+d" % (b - a)).rjust(9), "\n")
    g, word = CL.thi_grade(sc1["thi"])
    x.put("\nTHI grade today: %d (%s)  [McCombe grading]\n" % (g, word))
    x.put("TFI subscales: intrusive %d, sense of control %d, cognitive %d, sleep %d, auditory %d, relaxation %d, QoL %d, emotional %d\n"
          % tuple(rng.randrange(0, 100) for _ in range(8)))
    x.put("\nItem notes:\n")
    for it in rng.sample(["THI item 23 ('can no longer cope') answered YES.", "Reports tinnitus worst on waking.",
                          "THI item 20 (sleep) YES; item 7 (trouble falling asleep) YES.",
                          "HADS item 'I feel tense or wound up' - most of the time.",
                          "PHQ-9 item 9 = 0; no thoughts of self-harm. Risk screen negative.",
                          "PHQ-9 item 9 = 1 - discussed in session, safety plan, GP informed.",
                          "Loudness VAS lower than annoyance VAS - distress not loudness-driven.",
                          "Ticked 'sounds are too loud' for supermarket and car indicators.",
                          "Free text: 'worse since my husband's illness'."], 3):
        x.put("- ", it, "\n")
    if x.ch(0.5):
        f = x.fam(0)
        x.t("Questionnaire read aloud / completed with help of {f}.\n", f=K.fam_ref(rng, f))
    x.put("\nInterpretation: ")
    d = sc1["thi"] - sc0["thi"]
    x.put("Change in THI of %+d points %s (MCID ~7 points). " % (d, "is clinically meaningful" if abs(d) >= 7 else
                                                                 "is within measurement error"))
    x.t("Discussed with {p} on {d}.\n", p=K.pt_ref(rng, pt), d=x.D(pt["visit"], x.short))
    x.put("Next administration due: ", x.D(x.after(60, 180)), " (end of therapy block)\n\n")
    x.put(K.signoff(cl), ", ", cl["job"], "\n")


def fitting_record(x):
    pt, rng = x.pt, x.rng
    s = x.site(x.pk(["hosp", "clinic", "clinic"]))
    aud = x.clin("AUD")
    x.put(x.pk(["HEARING AID FITTING & VERIFICATION RECORD", "Hearing Aid Fitting Record", "FITTING / REM VERIFICATION",
                "Device Fitting Sheet"]), "\n")
    K.site_header(rng, x.n, s)
    x.put("\nFitting date: ", x.D(pt["visit"]), "   Appt type: ", x.pk(["New fit", "Refit", "Upgrade", "Fit + SG"]), "\n")
    x.pt_block(addr=x.ch(0.5), phone=x.ch(0.5))
    x.put("Audiologist: ", K.signoff(aud), "  Reg: ", P(aud["lic"], "LICENSE"), "\n")
    fund = x.pk(["public", "private", "insurer"])
    if fund == "public":
        x.put("Funding: ", {"UK": "NHS", "US": "VA benefit", "AU": "Hearing Services Program voucher", "CA": "ADP",
                            "IE": "HSE medical card", "NZ": "ACC / Hearing Aid Subsidy"}[x.c])
        if x.c in ("AU", "IE", "US") and x.ch(0.7):
            x.put(" - no. ", P(pt["hp"], "HEALTHPLAN"))
        if x.c == "NZ" and x.ch(0.6):
            x.put(" - claim ", P(C.idnum(rng, "claim"), "IDNUM"))
    elif fund == "private":
        x.put("Funding: private, invoice ", P(C.account(rng), "ACCOUNT"), " (deposit paid ", x.D(x.before(7, 40)), ")")
    else:
        x.put("Funding: ", P(pt["insurer"], "ORGANIZATION"), " member ", P(pt["hp"], "HEALTHPLAN"))
        if x.ch(0.5):
            x.put(", group ", P("G" + C.digits(rng, 5), "HEALTHPLAN"))
    x.put("\n\nDEVICES\n")
    model, coupling = CL.aid_pair(rng)
    sides = x.pk([["R", "L"], ["R", "L"], ["R"], ["L"]])
    for side in sides:
        x.put(" ", side, ": ", model, "  SN ", P(C.serial(rng), "DEVICE"), "  ", coupling, "\n")
    if x.ch(0.5):
        acc = x.pk(CL.ACCESSORIES)
        x.put(" Accessory: ", acc, "  SN ", P(C.serial(rng), "DEVICE"), "\n")
    bat = x.pk(CL.BATTERY)
    x.put(" Power: ", x.pk(["size %s (%s tab) zinc-air" % bat, "rechargeable Li-ion, charger supplied"]), "\n")
    x.put("\nFITTING\nPrescription: ", x.pk(["NAL-NL2, new user, 80% gain adaptation", "NAL-NL2 experienced", "DSL v5 adult",
                                              "proprietary first-fit then NAL-NL2"]), "\n")
    x.put("Feedback calibration done; acoustic coupling verified.\n")
    x.put("REM (ISTS 65 dB SPL), deviation from target (dB):\n")
    x.put("Freq    500   1k   2k   3k   4k\n")
    for side in sides:
        x.put(side.ljust(6), "".join(("%+d" % rng.randrange(-8, 6)).rjust(5) for _ in range(5)), "\n")
    x.put("MPO checked at 90 dB SPL input: below ULLs. SII aided %d%%.\n" % rng.randrange(45, 90))
    x.put("\nPrograms: P1 Automatic; P2 ", x.pk(["Speech in noise", "Music", "Restaurant"]), "; P3 Tinnitus (",
          x.pk(["broadband noise", "ocean sound", "notched noise", "fractal tones"]), ", SG level ",
          str(rng.randrange(-30, -5)), " dB re max)\n")
    x.put("\nCounselling checklist: [x] insertion/removal [x] cleaning, wax guards [x] battery safety - keep away from "
          "children/pets [x] telecoil [x] realistic expectations\n")
    if x.ch(0.6):
        x.t("App paired to phone; account username {u}.\n", u=P(pt["user"], "USERNAME"))
    x.put("Warranty to ", x.D(C.add_days(pt["visit"], 365 * x.rng.randrange(2, 5))), "; L&D cover once.\n")
    x.put("Follow-up (2/52 fine-tune): ", x.D(x.after(10, 21), x.pk([x.ds, x.short])), " at ",
          x.pk(["09:00", "10:30", "14:15", "16:00"]), "\n\n")
    x.put("Patient signature: ", K.full(pt) if x.ch(0.7) else K.initials(pt), "   Date: ", x.D(pt["visit"]), "\n")
    if x.ch(0.3):
        x.put("Witnessed by ", P(K.clinician(rng, x.c, "TECH")["first"], "DOCTOR"), " (assistant)\n")

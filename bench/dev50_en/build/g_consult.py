"""Genre 6: consult notes from cardiology, nephrology and infectious diseases."""
from phi import m, df, add_days, name_p, dr, Person, serial, accession, art, TOWNS, COUNTRIES, email
from ctx import Ctx
import clin
import extra as X
from common import fill, pick_scen, age_range, t, pmh_lines, social, family_hx, signature, cc_line

CARD_Q = [("new systolic heart failure", "TTE: LVEF 30%, global hypokinesis, moderate functional MR, RVSP 48."),
          ("syncope in a patient with a dual-chamber pacemaker", "Device interrogation: normal lead parameters, battery 8.2 years, 3 episodes of NSVT."),
          ("troponin elevation after hip surgery", "ECG: sinus tachycardia, no ischemic changes. hs-troponin 64 -> 71 -> 69."),
          ("atrial fibrillation with RVR", "ECG: AF, rate 136. TTE: LA 4.8 cm, EF 50%."),
          ("ICD shocks x3 at home", "Interrogation: appropriate shocks for VT at 210 bpm; ATP failed; lead impedance stable."),
          ("preoperative risk assessment before colectomy", "RCRI 2; functional capacity >4 METs; ECG with old inferior Q waves.")]
NEPH_Q = [("AKI on CKD", "UA bland, FENa 0.6%, renal US no hydronephrosis."),
          ("hyponatremia (Na 118)", "Serum osm 248, urine osm 512, urine Na 64; TSH and AM cortisol normal."),
          ("ESRD on hemodialysis, missed sessions, K 6.9", "Last HD 4 days ago; ECG peaked T waves."),
          ("hyperkalemia with metabolic acidosis", "Type IV RTA pattern; on spironolactone and TMP-SMX."),
          ("nephrotic-range proteinuria", "UPCR 7.2 g/g, albumin 1.9, serologies sent, biopsy discussed."),
          ("contrast exposure in CKD 4 before angiography", "eGFR 22, baseline Cr 2.6.")]
ID_Q = [("fever and new murmur, S. aureus bacteremia", "Blood cx 4/4 MSSA; TTE with 1.1 cm mitral vegetation."),
        ("fever after travel", "Thin smear: 2.1% parasitemia, P. falciparum; platelets 68."),
        ("vertebral osteomyelitis", "MRI: L3-L4 discitis/osteomyelitis with small epidural phlegmon; CT-guided biopsy sent."),
        ("prosthetic knee infection", "Synovial WBC 48,000, 92% PMN; cultures pending."),
        ("newly diagnosed HIV with CD4 54", "HIV-1 RNA 412,000 copies; toxoplasma IgG positive; CrAg negative."),
        ("recurrent C. difficile infection", "C. diff PCR positive, toxin positive; third episode in 6 months."),
        ("positive IGRA in a health care worker", "CXR: RUL nodular opacity; sputum AFB smears x3 ordered.")]
FU_PLAN = {"cardiology": ["continue rate control, metoprolol uptitrated", "uptitrate GDMT as BP allows", "device interrogation reviewed, no changes", "telemetry 24 h more"],
           "nephrology": ["HD tomorrow", "renally dose all meds", "trend BMP daily", "avoid nephrotoxins and contrast"],
           "infectious diseases": ["continue current antibiotics", "narrow abx per sensitivities", "repeat blood cultures today", "OPAT planning underway"]}
QHPI = {
    "new systolic heart failure": "Echo this admission showed a newly reduced EF. No prior cardiac history; no chest pain. Reports 2 months of exertional dyspnea and orthopnea.",
    "syncope in a patient with a dual-chamber pacemaker": "Had abrupt loss of consciousness while seated without prodrome; no tongue biting. Pacemaker placed for sick sinus syndrome.",
    "troponin elevation after hip surgery": "Asymptomatic troponin rise noted on routine post-operative day 1 labs; no chest pain or dyspnea.",
    "atrial fibrillation with RVR": "Rates 130-150 despite IV metoprolol x2; mild dyspnea; no prior AF documented.",
    "ICD shocks x3 at home": "Felt palpitations then three shocks in 20 minutes; no syncope. Missed amiodarone doses for a week.",
    "preoperative risk assessment before colectomy": "Walks a mile daily and climbs two flights without symptoms. Remote MI, no recent angina.",
    "AKI on CKD": "Creatinine has risen each day of admission despite holding diuretics; received IV contrast on arrival.",
    "hyponatremia (Na 118)": "Found confused at home; drinking large volumes of water and beer; on hydrochlorothiazide.",
    "ESRD on hemodialysis, missed sessions, K 6.9": "Missed two sessions because of transportation problems; generalized weakness.",
    "hyperkalemia with metabolic acidosis": "Potassium 6.2 on routine labs; recently started trimethoprim-sulfamethoxazole for cystitis.",
    "nephrotic-range proteinuria": "Three weeks of progressive leg and periorbital swelling and foamy urine.",
    "contrast exposure in CKD 4 before angiography": "Planned for coronary angiography; asked about kidney protection.",
    "fever and new murmur, S. aureus bacteremia": "Fevers to 39.4 for 5 days with rigors; reports injecting drugs, last use 1 week ago.",
    "fever after travel": "Cyclic fevers, headache and myalgias starting 10 days after return; took no malaria prophylaxis.",
    "vertebral osteomyelitis": "Six weeks of worsening low back pain, night sweats and 12 lb weight loss; no focal weakness.",
    "prosthetic knee infection": "Increasing knee pain, warmth and drainage from the incision 7 weeks after arthroplasty.",
    "newly diagnosed HIV with CD4 54": "Two months of weight loss, oral thrush and dry cough; positive screening test this admission.",
    "recurrent C. difficile infection": "Eight watery stools per day after a course of clindamycin for a dental infection.",
    "positive IGRA in a health care worker": "Positive pre-employment IGRA; mild cough for 3 weeks; no hemoptysis.",
}
SVC = {"cardiology": CARD_Q, "nephrology": NEPH_Q, "infectious diseases": ID_Q}


def consult(rng):
    svc = rng.choice(list(SVC))
    q, data = rng.choice(SVC[svc])
    sc = pick_scen(rng, clin.SCEN)
    c = Ctx(rng, academic=rng.random() < 0.7, age_range=(24, 94))
    r = rng
    hdr = {"cardiology": ["CARDIOLOGY CONSULTATION", "Cardiology Consult Note", "Heart & Vascular Consult"],
           "nephrology": ["NEPHROLOGY CONSULT", "Renal Consult Note", "Nephrology Initial Consultation"],
           "infectious diseases": ["INFECTIOUS DISEASES CONSULTATION", "ID Consult Note", "Infectious Disease Initial Consult"]}[svc]
    s = c.banner() + "\n" if r.random() < 0.7 else "%s  |  %s\n\n" % (c.hosp(), m("HOSPITAL", c.spec_practice))
    s += r.choice(hdr) + "\n"
    s += "Date of consult: %s  %s\nRequesting physician: %s (%s)\nConsultant: %s\nReason for consultation: %s\n\n" % (
        c.d(), t(r), dr(c.attending, r.choice(["dr_full", "full_cred"])), r.choice(["Hospital Medicine", "General Surgery", "Orthopedics", "MICU"]),
        dr(c.consultant, r.choice(["full_cred", "dr_full"])), q)
    s += "HPI: Thank you for asking us to see %s, a %s %s %s admitted on %s with %s, for %s. %s %s\n" % (
        c.P(r.choice(["full", "title"])), c.A(), r.choice(["", "right-handed "]) + c.sexw(r.choice(["word", "male"])),
        "with " + ", ".join(sc["pmh"][:3]), c.d(fmt=r.choice(["md", "us", "long"])), sc["cc"], q, QHPI.get(q, "Details as below."),
        r.choice(["The primary team notes %s." % r.choice(["hemodynamic stability", "a rising creatinine", "new fevers", "poor oral intake"]),
                  "Outside records from %s dated %s were reviewed." % (m("HOSPITAL", r.choice(TOWNS) + " Medical Center"), c.dd(-r.randrange(30, 700), r.choice(["us", "mon_yr"]))),
                  "%s %s provided additional history." % (c.sexw("His"), c.fam[0][0])]))
    if svc == "infectious diseases":
        s += "Exposure history: %s. Travel: %s. Animals: %s. Occupation: %s at %s. Sexual history: %s.\n" % (
            r.choice(["no sick contacts", "%s %s recently had influenza" % (c.fam[1][0], name_p(c.fam[1][1], "first", "FAMILY")), "incarcerated at county jail until %s" % c.dd(-r.randrange(30, 400), "mon_yr")]),
            r.choice(["visited family in %s from %s to %s" % (m("COUNTRY", c.country), c.dd(-r.randrange(40, 60), "md"), c.dd(-r.randrange(10, 30), "md")),
                      "born in %s, in the US since %s; last trip home %s" % (m("COUNTRY", c.country), df(add_days(c.date, -r.randrange(3000, 12000)), "yr"), df(add_days(c.date, -r.randrange(60, 700)), "mon_yr")),
                      "none outside %s" % m("STATE", c.state[0]), "cruise to %s %s" % (m("COUNTRY", r.choice(COUNTRIES)), df(add_days(c.date, -r.randrange(20, 90)), "mon_yr"))]),
            r.choice(["2 cats", "backyard chickens", "none", "works with cattle"]), m("PROFESSION", c.profession), m("ORGANIZATION", c.employer),
            r.choice(["monogamous with %s" % c.fam[0][0], "deferred", "one partner, last HIV test %s negative" % df(add_days(c.date, -r.randrange(300, 1500)), "yr")]))
    if svc == "cardiology" and r.random() < 0.7:
        s += "Device: %s implanted %s at %s by %s; model %s, SN %s; RA lead SN %s, RV lead SN %s. Followed in device clinic, remote monitoring ID %s.\n" % (
            r.choice(["dual-chamber pacemaker", "single-chamber ICD", "CRT-D", "leadless pacemaker"]), df(add_days(c.date, -r.randrange(300, 3500)), r.choice(["mon_yr", "us", "yr"])),
            m("HOSPITAL", r.choice(TOWNS) + " Heart Institute"), dr(Person(r), "dr_last"), r.choice(["Azure XT DR", "Assurity MRI", "Accolade MRI", "Micra AV"]),
            m("DEVICE", serial(r)), m("DEVICE", serial(r)), m("DEVICE", serial(r)), m("DEVICE", "%d" % r.randrange(10 ** 7, 10 ** 8)))
    if svc == "nephrology" and r.random() < 0.6:
        s += "Dialysis: outpatient HD MWF at %s (nephrologist %s, unit phone %s), via L brachiocephalic AVF created %s. EDW %.1f kg. Dialysis ID %s.\n" % (
            m("HOSPITAL", r.choice(TOWNS) + " Dialysis Center"), dr(Person(r), "dr_last"), m("PHONE", c.pl.phone(c.h.area)),
            df(add_days(c.date, -r.randrange(200, 3000)), r.choice(["mon_yr", "yr", "m_yy"])), r.uniform(55, 110), m("IDNUM", "DX%d" % r.randrange(10 ** 5, 10 ** 6)))
    s += "\nPMH:\n%s\n\nMedications: %s\nAllergies: %s\nSocial: %s\nFamily: %s\n\n" % (
        pmh_lines(c, sc), clin.med_list(r, sc["meds"], "inline")[0], r.choice(clin.ALLERGIES), social(c, terse=True), family_hx(c))
    s += "ROS: %s\n\nEXAM:\n%s\n%s\n%s\n\n" % (" ".join(r.sample(clin.ROS, 5)), clin.vitals(r, r.choice(["line", "rows"])), sc["exam"], "\n".join(r.sample(clin.EXAM_NORMAL, 5)))
    s += "DATA:\n%s\n%s\n" % (clin.labs(r, r.choice(["cols", "pipe", "line"])), data)
    if svc == "infectious diseases":
        s += "Micro:\n"
        for _ in range(r.randrange(2, 4)):
            s += "  %s %s: %s  [acc %s]\n" % (c.dd(r.randrange(-2, 2), "md"), r.choice(["blood cx", "urine cx", "wound cx", "sputum cx"]),
                                             r.choice(["MSSA 2/2", "NGTD", "E. coli >100K, ESBL neg", "mixed flora", "pending"]),
                                             m("IDNUM", accession(r, str(c.date.year % 100))))
    s += "\nIMPRESSION:\n%s %s with %s.\n\nRECOMMENDATIONS:\n" % (c.A("yo"), c.sexw("mf"), q)
    recs = {"cardiology": ["Continue metoprolol succinate, uptitrate as BP allows.", "Start GDMT in sequence: ARNI, MRA, SGLT2i.",
                           "Repeat TTE in 3 months after GDMT optimization.", "No indication for urgent ischemic evaluation; outpatient stress test.",
                           "Device clinic to interrogate in AM; remote transmission reviewed.", "Anticoagulation: apixaban 5 mg BID."],
            "nephrology": ["Hold nephrotoxins; avoid NSAIDs and IV contrast.", "Renally dose medications for eGFR <30.",
                           "HD today with 2K bath, UF goal 2 L.", "Fluid restriction 1.2 L/day; recheck Na q6h, correction not to exceed 8 mEq/L in 24 h.",
                           "Check urine protein/creatinine, SPEP, serum free light chains.", "Will follow daily."],
            "infectious diseases": ["Cefazolin 2 g IV q8h; repeat blood cultures q48h until clear.", "TEE to evaluate for endocarditis.",
                                    "Remove PICC; line holiday 48 h before new line.", "Artemether-lumefantrine; parasitemia q12h.",
                                    "Start ART after OI workup; TMP-SMX for PJP prophylaxis.", "Airborne isolation until 3 AFB smears negative.",
                                    "OPAT planned: 6 weeks from first negative culture."]}[svc]
    for i, x in enumerate(r.sample(recs, 4)):
        s += "%d. %s\n" % (i + 1, x)
    s += "%d. Recommendations discussed with %s and with %s %s by phone.\n" % (5, dr(c.attending, "dr_last"), c.sexw("his"), c.fam[0][0])
    s += "\nThank you for this interesting consult. We will follow along. Please page %s with questions%s.\n" % (
        m("PHONE", c.pl.pager()), r.choice(["", " or e-mail %s" % m("EMAIL", email(r, c.consultant, "example.org")), " (after hours call operator %s)" % m("PHONE", c.h.phone)]))
    s += "\n%s\n" % signature(c, c.consultant, r.choice(["%s fellow" % svc, "consulting physician", "attending"]), pager=False)
    if r.random() < 0.5:
        s += "Seen with %s, who agrees with the above.\n" % dr(Person(r), "dr_full")
    if r.random() < 0.4:
        s += cc_line(c) + "\n"
    s += c.footer()
    return s


def consult_followup(rng):
    svc = rng.choice(list(SVC))
    q, data = rng.choice(SVC[svc])
    c = Ctx(rng, academic=True, age_range=(30, 92))
    d0 = rng.randrange(2, 6)
    c.meds_txt = X.inpatient_meds(rng, clin.SCEN[rng.randrange(len(clin.SCEN))])
    return "\n\n".join(_fu1(rng, c, svc, q, data, d0 + k) for k in range(rng.randrange(2, 4))) + c.footer()


def _fu1(rng, c, svc, q, data, day):
    r = rng
    s = "%s follow-up - %s\n%s  %s  MRN %s  Rm %s\n\n" % (svc.title() if svc != "infectious diseases" else "ID", c.dd(day, r.choice(["us", "md", "wk_md"])),
                                                        name_p(c.pt, "LAST_FIRST_NOMI"), c.A("yo_tight") + c.sexw("mf"), m("MRN", c.mrn), m("LOCATION_OTHER", c.room))
    s += "Following for: %s\nSubj: %s\nVS: %s\nExam: %s\n" % (q, r.choice(["no new complaints", "afebrile 48 h", "feels weak", "dyspnea improving"]),
                                                            clin.vitals(r, "terse"), r.choice(["unchanged", "lungs clearer", "no edema", "wound clean, drain removed"]))
    s += "Data: %s\n%s\nTrend:\n%s\nImaging: %s\nMeds reviewed:\n%s\n" % (clin.labs(r, "line", n=r.choice([6, 8, 12])), data, X.trend_table(r, c, 3, end=add_days(c.date, day)), X.imaging(r, 1), c.meds_txt)
    s += "A/P: %s - %s\n- %s\n- %s\n" % (q, r.choice(["improving", "stable", "not at goal"]),
                                        r.choice(FU_PLAN[svc]),
                                        r.choice(["f/u in %s clinic %s, %s" % (svc, df(add_days(c.date, r.randrange(14, 40)), "us"), m("HOSPITAL", c.spec_practice)),
                                                  "will sign off; call %s with questions" % m("PHONE", c.pl.pager()),
                                                  "OPAT via %s, weekly labs faxed to %s" % (m("ORGANIZATION", "Brightpath Home Infusion"), m("FAX", c.pl.phone(c.h.area)))]))
    s += "%s / %s  %s %s\n" % (dr(c.consultant, r.choice(["full_cred", "f_last_cred"])), m("USERNAME", c.consultant.uname), c.dd(day, "md"), t(r))
    return s

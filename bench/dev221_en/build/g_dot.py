"""Genres: DOT / commercial driver medical exam; audiometry & spirometry surveillance record."""
from common import Case, pick_meds, pick_pmh, lab_panel
from blocks import letterhead, health_card, signature
from phi import plus, Person, digits, letters, doctor, cdl, ca_dl, npi, med_license, Address
from pools import HOSPITALS, EPONYM_TESTS, CLINICS

HX_ITEMS = ("Head/brain injuries or illnesses", "Seizures/epilepsy", "Eye problems (except glasses)", "Ear/hearing problems",
            "Heart disease, heart attack", "High blood pressure", "Lung disease, emphysema, asthma", "Kidney problems",
            "Diabetes or elevated blood sugar", "Sleep disorders, sleep apnea", "Fainting or passing out",
            "Muscle problems", "Regular, frequent alcohol use", "Narcotic or habit-forming drug use", "Anxiety, depression, nervousness")


def _yn(rng, p=0.15):
    return "Yes" if rng.random() < p else "No"


def dot_exam(rng, d, country):
    c = Case(rng, country, industry=rng.choice(("trucking", "trucking", "municipal", "energy", "construction", None)), age_range=(22, 71))
    me = doctor(rng, rng.choice(("md", "md", "mid")))
    htn = rng.random() < 0.35
    osa = rng.random() < 0.3
    itdm = rng.random() < 0.15
    sbp = rng.randint(142, 158) if htn else rng.randint(110, 138)
    dbp = rng.randint(86, 98) if htn else rng.randint(64, 88)
    if country == "US":
        v = rng.randrange(2)
        if v == 0:
            d.t("MEDICAL EXAMINATION REPORT FORM (for Commercial Driver Medical Certification)\n")
            letterhead(d, c, rng.choice((0, 2)))
            d.t("SECTION 1 - DRIVER INFORMATION\n")
            d.f("Last name: {l}    First name: {f}    MI: {m}\n", l=(c.pt.last, "PATIENT"), f=(c.pt.first, "PATIENT"),
                m=(c.pt.mid, "PATIENT") if c.pt.mid else "-")
            d.f("Date of birth: {dob}    Age: {a}    Sex: {s}\n", dob=c.d(c.dob, "us"), a=c.agev("n"), s=c.sexw(True))
            a = c.pt_addr
            d.f("Street address: {st}\nCity: {ci}    State/Province: {sp}    Zip code: {z}\n", st=(a.street, "STREET"), ci=(a.city, "CITY"),
                sp=(a.st, "STATE"), z=(a.zip, "ZIP"))
            d.f("Driver's license number: {dl}    Issuing state/province: {sp}\n", dl=(cdl(rng, a.st), "LICENSE"), sp=(a.st, "STATE"))
            d.f("Phone: {ph}    E-mail: {em}\n", ph=(c.pt_phone, "PHONE"), em=(c.pt_email, "EMAIL"))
            d.t("Driver ID verified by: %s    CLP/CDL applicant/holder: Yes\n" % rng.choice(("CDL", "state ID", "passport")))
            d.t("Has your USDOT/FMCSA medical certificate ever been denied or issued for less than 2 years? %s\n\n" % ("Yes" if htn else "No"))
            d.t("DRIVER HEALTH HISTORY\n")
            for item in rng.sample(HX_ITEMS, rng.randint(7, 12)):
                yn = "Yes" if (item.startswith("High") and htn) or (item.startswith("Sleep") and osa) or (item.startswith("Diabetes") and itdm) else _yn(rng, 0.05)
                d.t("  %s: %s\n" % (item, yn))
            d.t("Medications: " + (", ".join(pick_meds(rng, rng.randint(0, 3))) or "none") + "\n")
            d.f("Driver signature: {n}    Date: {dt}\n\n", n=c.pt.n("fl"), dt=c.d(c.visit, "us"))
            d.t("SECTION 2 - EXAMINATION REPORT\n")
            d.f("Medical examiner comments on health history: {cm}\n", cm=rng.choice(("none", ["HTN, on ", "lisinopril", ", treated by ", doctor(rng).drn(), "."],
                                                                                      ["Hx R knee scope ", (str(c.visit.year - rng.randint(2, 8)), "DATE"), ", no residual."])))
            if osa:
                d.f("OSA dx {y}, on CPAP. Compliance report {a} - {b}: {p}% use > 4 h. Device SN {sn}.\n", y=(str(c.visit.year - rng.randint(1, 6)), "DATE"),
                    a=c.d(plus(c.visit, -90), "us_s"), b=c.d(plus(c.visit, -1), "us_s"), p=str(rng.randint(72, 97)),
                    sn=(digits(rng, 11) if rng.random() < 0.5 else letters(rng, 2) + digits(rng, 9), "DEVICE"))
            if itdm:
                td = doctor(rng)
                d.f("ITDM Assessment Form MCSA-5870 completed by treating clinician {t} on {dt}; HbA1c {a}%, no severe hypoglycemia in past 12 months.",
                    t=td.drn("fl"), dt=c.d(plus(c.visit, -rng.randint(5, 40)), "us"), a="%.1f" % (rng.randint(60, 88) / 10))
                if rng.random() < 0.5:
                    d.f(" Insulin pump serial {sn}.", sn=("PMP" + digits(rng, 7), "DEVICE"))
                d.t("\n")
            d.t("Hearing: forced whisper R %s ft, L %s ft. Hearing aid: %s\n" % (rng.choice(("5", ">5")), rng.choice(("5", ">5", "4")), rng.choice(("No", "No", "Yes"))))
            d.t("Vision: R 20/%d  L 20/%d  Both 20/%d  %s; horizontal field R %d L %d deg; can recognize red, green, amber: Yes\n" % (
                rng.choice((20, 20, 25, 30)), rng.choice((20, 25, 30, 40)), rng.choice((20, 20, 25)),
                rng.choice(("uncorrected", "corrective lenses")), rng.choice((70, 80, 85, 90)), rng.choice((70, 80, 85, 90))))
            d.t("BP/Pulse: %d/%d, pulse %d %s\n" % (sbp, dbp, rng.randint(56, 98), rng.choice(("regular", "regular", "irregular"))))
            d.t("Urinalysis: SG 1.0%02d, protein %s, blood %s, sugar %s\n" % (rng.randint(5, 30), rng.choice(("neg", "neg", "trace")),
                                                                              rng.choice(("neg", "neg", "1+")), "2+" if itdm else "neg"))
            d.t("Physical exam: general, skin, eyes, ears, mouth/throat, cardiovascular, lungs/chest, abdomen, GU, back/spine, "
                "extremities, neurological - normal. " + rng.choice(EPONYM_TESTS) + ". Neck circumference %d in.\n\n" % rng.randint(14, 19))
            d.t("SECTION 3 - MEDICAL EXAMINER DETERMINATION (Federal)\n")
            if htn:
                d.t("[x] Meets standards in 49 CFR 391.41 with periodic evaluation required: Stage 1 hypertension. Qualified for 1 year.\n")
                exp = plus(c.visit, 365)
            elif itdm or osa:
                d.t("[x] Meets standards, but periodic monitoring required. Qualified for 1 year.\n")
                exp = plus(c.visit, 365)
            else:
                d.t("[x] Meets standards in 49 CFR 391.41; qualifies for 2-year certificate.\n")
                exp = plus(c.visit, 730)
            if rng.random() < 0.5:
                d.t("[x] Wearing corrective lenses\n")
            d.f("Medical examiner's name: {n}\n", n=me.sig(rng.choice(("fl", "full"))))
            ma = c.clinic_addr
            d.f("Address: {ad}\nPhone: {ph}\n", ad=ma.parts(0), ph=(c.clinic_phone, "PHONE"))
            d.f("National Registry number: {nr}    License/certificate no.: {l}    State: {st}\n", nr=(digits(rng, 10), "LICENSE"),
                l=(med_license(rng), "LICENSE"), st=(c.st, "STATE"))
            d.f("Examination date: {v}    Medical certificate expiration date: {e}\n", v=c.d(c.visit, "us"), e=c.d(exp, "us"))
            if rng.random() < 0.5:
                d.f("Motor carrier: {e}    Employer contact: {s} {ph}\n", e=c.E(), s=c.sup.n("fl"), ph=(c.sup_phone, "PHONE"))
        else:
            d.t(rng.choice(("DOT Physical - Progress Note\n", "CDL MEDICAL RECERTIFICATION\n", "DOT exam\n")))
            d.f("{n} | DOB {dob} | {a}yo {s} | MRN {m}\n", n=c.pt.n(rng.choice(("LF", "lfm", "fl"))), dob=c.d(c.dob), a=c.agev("n"),
                s=c.sexw(True), m=(c.mrn, "MRN"))
            d.f("Carrier: {e}. CDL {dl} ({st}), class {cls}, endorsements {en}.\n", e=c.E(), dl=(cdl(rng, c.pt_addr.st), "LICENSE"),
                st=(c.pt_addr.st, "STATE"), cls=rng.choice(("A", "A", "B")), en=rng.choice(("H, N", "T", "none", "X, T")))
            d.f("Previous card issued {dt} by {ex} at {cl}, {dur}.\n", dt=c.d(plus(c.visit, -rng.choice((365, 730, 360))), rng.choice(("my", "us", "my_n"))),
                ex=doctor(rng).drn(), cl=(rng.choice(CLINICS), "HOSPITAL"), dur=rng.choice(("1 yr for HTN", "2 yrs", "3 months (BP)")))
            d.t("Hx: " + ", ".join(pick_pmh(rng)) + ". ")
            if osa:
                d.f("OSA on APAP since {y}; download shows {p}% compliance, AHI {ahi} on therapy (device SN {sn}). ",
                    y=(str(c.visit.year - rng.randint(1, 5)), "DATE"), p=str(rng.randint(70, 98)), ahi="%.1f" % (rng.randint(5, 48) / 10),
                    sn=(digits(rng, 11), "DEVICE"))
            d.t("\nBP %d/%d (recheck %d/%d), P %d. Wt %d lb, neck %d in. Vision 20/%d OU. Whisper >5 ft bilat. UA neg x4.\n" % (
                sbp, dbp, sbp - rng.randint(0, 8), dbp - rng.randint(0, 6), rng.randint(56, 96), rng.randint(160, 330),
                rng.randint(15, 19), rng.choice((20, 25))))
            d.t("A/P: " + ("HTN stage 1 - certified 1 yr. " if htn else "Meets 391.41 - certified 2 yrs. ") +
                ("STOP-BANG %d - sleep referral. " % rng.randint(3, 6) if not osa and rng.random() < 0.3 else ""))
            d.f("MEC issued, expires {e}. Entered in National Registry. ", e=c.d(plus(c.visit, 365 if htn else 730)))
            d.f("ME Natl Registry # {nr}.\n", nr=(digits(rng, 10), "LICENSE"))
            signature(d, c, who=me, style=rng.choice((0, 5, 3)))
    else:
        prov = c.st
        cls = ("AZ", "DZ", "A") if prov == "ON" else (("1", "3") if prov in ("BC", "AB", "SK", "MB", "YT") else ("1", "3", "5"))
        cls = rng.choice(cls)
        d.t(rng.choice(("DRIVER'S MEDICAL EXAMINATION REPORT (Class %s)\n" % cls, "Commercial Driver Medical Examination - Class %s\n" % cls)))
        d.f("{cl}\n\n", cl=(c.clinic, "HOSPITAL"))
        d.f("Driver: {n}\nLicence no.: {dl}    Province: {st}\nDate of birth: {dob}    Age: {a}\nAddress: {ad}\nTelephone: {ph}\n",
            n=c.pt.n(rng.choice(("LF", "lf", "fl"))), dl=(ca_dl(rng, prov), "LICENSE"), st=(c.stfull, "STATE"), dob=c.d(c.dob), a=c.agev("n"),
            ad=c.pt_addr.parts(0, country_name=rng.choice((None, "Canada"))), ph=(c.pt_phone, "PHONE"))
        d.f("Health card no.: {hc}\nEmployer: {e}\nReason: {r}\nDate of exam: {v}\n\n", hc=(health_card(rng, prov), "HEALTHPLAN"), e=c.E(),
            r=rng.choice(("age-related renewal", "periodic medical required by the Registrar", "new Class %s applicant" % cls, "upgrade to Class %s" % cls)),
            v=c.d(c.visit))
        d.t("History: " + ", ".join(pick_pmh(rng)) + ". Medications: " + (", ".join(pick_meds(rng, rng.randint(0, 3))) or "nil") + ".\n")
        d.t("Vision (CCMTA standard): corrected %s 20/%d, %s 20/%d; horizontal field %d deg continuous. Colour: %s.\n" % (
            "R", rng.choice((20, 25, 30)), "L", rng.choice((20, 25, 30, 40)), rng.choice((120, 140, 150)), rng.choice(("normal", "Ishihara 12/14"))))
        d.t("Hearing: voice test passed at 1.5 m. BP %d/%d. HR %d. Neuro: %s. Cognition: %s.\n" % (sbp, dbp, rng.randint(56, 96),
            rng.choice(("Romberg negative", "Babinski downgoing bilaterally", "Hoffmann's absent, Romberg negative", "finger-nose intact")), rng.choice(("MoCA 28/30", "grossly intact", "Trails B 74 sec"))))
        if osa:
            d.f("Sleep apnea treated; CPAP data card (device {sn}) shows {p}% nights > 4 h.\n", sn=(letters(rng, 2) + digits(rng, 8), "DEVICE"), p=str(rng.randint(70, 98)))
        d.t("Opinion: " + rng.choice(("Meets the medical standards for the class applied for.", "Fit with condition: corrective lenses.",
                                     "Not fit at present - uncontrolled BP; reassess in 4 weeks.")) + "\n")
        d.f("Examining physician: {n}\n{cl}, {ci}, {sp}\nTel {ph}  Fax {fx}\nRegistration no. {l}    Date: {dt}\n", n=me.sig("fl"),
            cl=(c.clinic, "HOSPITAL"), ci=(c.clinic_addr.city, "CITY"), sp=(prov, "STATE"), ph=(c.clinic_phone, "PHONE"),
            fx=(c.clinic_fax, "FAX"), l=(med_license(rng, prov), "LICENSE"), dt=c.d(c.visit))
    return c


FREQS = (500, 1000, 2000, 3000, 4000, 6000, 8000)


def _thr(rng, base_notch):
    out = []
    for f in FREQS:
        v = rng.choice((0, 5, 5, 10, 10, 15))
        if f in (3000, 4000, 6000):
            v += base_notch + rng.choice((0, 5, 10))
        out.append(min(v, 90))
    return out


def surveillance(rng, d, country):
    c = Case(rng, country, industry=rng.choice(("manufacturing", "construction", "energy", "food", "warehouse", None)))
    kind = rng.choice(("aud", "aud", "spiro", "both"))
    tech = Person(rng, "DOCTOR", cred=rng.choice(("CAOHC", "OHT", "COHC")) if kind == "aud" else rng.choice(("RRT", "OHT", "CPFT")))
    rev = doctor(rng, rng.choice(("md", "Au.D., CCC-A")) if kind == "aud" else "md")
    letterhead(d, c, rng.choice((0, 2, 3)))
    d.t(rng.choice(("MEDICAL SURVEILLANCE RECORD\n", "OCCUPATIONAL HEALTH SURVEILLANCE\n", "Periodic Surveillance Exam\n")))
    d.f("Employee: {n}    ID: {id}\nDOB: {dob}    Age: {a}    Sex: {s}\nEmployer: {e}    Dept: {dep}\nJob title: {j}\nTest date: {v}  {t}\n",
        n=c.pt.n(rng.choice(("LF", "lfm", "fl"))), id=(c.empid, "IDNUM"), dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True), e=c.E(),
        dep=rng.choice(("Press Shop", "Fabrication", "Maintenance", "Grinding", "Kiln", "Packaging", "Yard")), j=(c.job, "PROFESSION"),
        v=c.d(c.visit), t=c.time())
    base_date = plus(c.visit, -rng.randint(400, 4000))
    if kind in ("aud", "both"):
        d.t("\nAUDIOMETRY (Hearing Conservation Program%s)\n" % (", 29 CFR 1910.95" if country == "US" else ", CSA Z107.6"))
        d.f("Baseline audiogram: {b}. Previous annual: {p}.\n", b=c.d(base_date, rng.choice((c.ds, "my_s", "my_n"))),
            p=c.d(plus(c.visit, -rng.randint(330, 400))))
        d.t("Quiet period: %d h since last noise exposure. Otoscopy: %s. HPD: %s.\n" % (rng.randint(12, 18),
            rng.choice(("clear AU", "cerumen partially occluding R, test proceeded", "clear")),
            rng.choice(("foam plugs NRR 32", "earmuffs NRR 27", "custom molded plugs", "dual protection"))))
        if rng.random() < 0.25:
            d.f("Wears bilateral hearing aids (removed for testing); R SN {r}, L SN {l}.\n", r=(letters(rng, 2) + digits(rng, 7), "DEVICE"),
                l=(letters(rng, 2) + digits(rng, 7), "DEVICE"))
        notch = rng.choice((0, 5, 10, 20, 30))
        cur_r, cur_l = _thr(rng, notch), _thr(rng, notch)
        base_r = [max(0, x - rng.choice((0, 0, 5, 10))) for x in cur_r]
        base_l = [max(0, x - rng.choice((0, 0, 5, 10, 15))) for x in cur_l]
        d.t("Thresholds dB HL   " + " ".join("%5d" % f for f in FREQS) + "\n")
        for lab, row in (("Right (current) ", cur_r), ("Left  (current) ", cur_l), ("Right (baseline)", base_r), ("Left  (baseline)", base_l)):
            d.t(lab + "   " + " ".join("%5d" % x for x in row) + "\n")
        sr = sum(cur_r[2:5]) / 3 - sum(base_r[2:5]) / 3
        sl = sum(cur_l[2:5]) / 3 - sum(base_l[2:5]) / 3
        d.t("Avg shift 2-3-4 kHz (age-corrected, OSHA App. F): R %+.1f dB, L %+.1f dB. " % (sr - 1.3, sl - 1.3))
        sts = max(sr, sl) - 1.3 >= 10
        d.t(("STANDARD THRESHOLD SHIFT - %s ear. " % ("right" if sr >= sl else "left")) if sts else "No STS. ")
        if sts:
            d.f("Retest within 30 days scheduled for {dt}; employee notified in writing on {n}. ", dt=c.d(plus(c.visit, rng.randint(7, 28))),
                n=c.d(plus(c.visit, rng.randint(1, 14))))
            d.t("OSHA 300 recordable: %s.\n" % rng.choice(("Yes (avg >= 25 dB HL)", "No - pending retest")))
        else:
            d.t("\n")
        d.t("Audiometer: %s, calibration current per ANSI S3.6.\n" % rng.choice(("Benson CCA-200mini", "Tremetrics RA660", "MAICO MA 41", "Interacoustics AD629")))
    if kind in ("spiro", "both"):
        prog = rng.choice(("respirable crystalline silica", "isocyanates (2K paint line)", "asbestos O&M", "welding fume / manganese",
                           "grain dust", "diesel exhaust"))
        d.t("\nSPIROMETRY - respiratory surveillance (%s)\n" % prog)
        ht = rng.randint(152, 193)
        fvc = rng.randint(280, 560) / 100
        ratio = rng.randint(62, 86) / 100
        fev1 = fvc * ratio
        d.t("Height %d cm, reference GLI-2012 (global), smoking: %s.\n" % (ht, rng.choice(("never", "current, 12 pack-yr", "former"))))
        d.t("FVC %.2f L (%d%% pred, z %+.1f)   FEV1 %.2f L (%d%% pred)   FEV1/FVC %.2f   PEF %.1f L/s\n" % (
            fvc, rng.randint(74, 108), rng.randint(-20, 8) / 10, fev1, rng.randint(68, 106), ratio, rng.randint(55, 110) / 10))
        d.t("Session quality grade %s; %d acceptable maneuvers, repeatability %d mL.\n" % (rng.choice("AAB"), rng.randint(3, 5), rng.randint(40, 150)))
        d.t("Interpretation: %s.\n" % ("Obstruction, mild (below LLN)" if ratio < 0.7 else rng.choice(("Within normal limits", "Normal; 15% FEV1 decline from baseline - review"))))
        if rng.random() < 0.5:
            br = doctor(rng)
            d.f("Chest radiograph (PA) {dt}, ILO classification by NIOSH B Reader {b}: profusion {p}, no pleural abnormality.\n",
                dt=c.d(plus(c.visit, -rng.randint(0, 10))), b=br.drn("fl"), p=rng.choice(("0/0", "0/1", "1/0")))
        if rng.random() < 0.5:
            d.t("Respirator: %s, quantitative fit test (PortaCount) overall fit factor %d - PASS.\n" % (
                rng.choice(("3M 6502QL half-face", "North 7700 half-mask", "3M 8210 N95", "MSA Advantage 3000 full-face")), rng.randint(140, 2400)))
    if c.industry in ("manufacturing", "energy", "construction") and rng.random() < 0.4:
        d.t("\nMETALS SURVEILLANCE\n" + lab_panel(rng, ("lead", "cbc")))
    d.t("\n")
    d.f("Tested by: {t}{cert}\n", t=tech.sig("fl"), cert=[" #", (digits(rng, 5) if rng.random() < 0.5 else "C" + digits(rng, 6), "LICENSE")] if rng.random() < 0.6 else "")
    d.f("Reviewed by: {r}    Date: {dt}\n", r=rev.sig("fl"), dt=c.d(plus(c.visit, rng.randint(0, 5))))
    if rng.random() < 0.5:
        d.f("Employee notification letter mailed to {ad}.\n", ad=c.pt_addr.parts(0))
    if rng.random() < 0.4:
        d.f("Results uploaded to {e} EHS portal {u} by user {un}.\n", e=c.E(), u=(rng.choice(("https://ehs.example.com/surveillance", "www.example.net/ohs-portal",
                                                                                                "https://hcp.example.org/upload")), "URL"),
            un=(tech.username(rng), "USERNAME"))
    return c

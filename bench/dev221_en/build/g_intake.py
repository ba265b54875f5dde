"""Genres: pre-placement / fitness-for-duty exam; workplace injury first report."""
from common import Case, vitals, injury, pick_meds, pick_pmh, ALLERGIES, SURGERIES, vehicle_bits, drives, holiday_phrase, lab_panel
from blocks import letterhead, pt_header, signature, confidentiality, health_card, member_id
from phi import plus, Person, digits, letters, plate, vin, doctor
from pools import (COUNTRIES_ORIGIN, HOSPITALS, EPONYM_TESTS, US_CITIES, CA_CITIES, SCHOOLS, UNITS_HOSP,
                   EMPLOYERS, JOBS, HEALTH_PLANS)


def _year(c, yrs_back):
    yrs_back = max(0, min(yrs_back, c.age - 18))
    return (str(c.visit.year - yrs_back), "DATE")


def _immunizations(d, c):
    rng = c.rng
    d.t("Immunizations: ")
    d.f("Tdap {a}; ", a=c.d(plus(c.visit, -rng.randint(200, 3000)), rng.choice(("my_n", "y", "my_s"))))
    d.f("Hep B series completed {y} (anti-HBs {v} mIU/mL); ", y=_year(c, rng.randint(2, 15)), v=str(rng.randint(12, 400)))
    d.t("MMR x2 per records; varicella IgG immune; influenza vaccine this season.\n")


def preplacement(rng, d, country):
    c = Case(rng, country)
    v = rng.randrange(3)
    if v == 0:
        letterhead(d, c)
        d.t(rng.choice(("PRE-PLACEMENT MEDICAL EXAMINATION\n", "POST-OFFER / PRE-PLACEMENT PHYSICAL\n",
                        "Pre-Employment Physical Examination Record\n")))
        d.t("=" * rng.choice((34, 42, 50)) + "\n")
        d.f("Employer: {e}\nEmployer contact: {h} <{he}>\nPosition offered: {j}\n", e=c.E(), h=c.hr.n("fl"),
            he=(c.hr_email, "EMAIL"), j=(c.job, "PROFESSION"))
        d.f("Candidate: {n}    DOB: {dob}    Age: {a}    Sex: {s}\n", n=c.pt.n(rng.choice(("LF", "lfm"))),
            dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True))
        d.f("Home address: {ad}\nPhone: {ph}\n", ad=c.pt_addr.parts(0), ph=(c.pt_phone, "PHONE"))
        d.f("Applicant ID: {e}    Chart #: {m}\nDate of exam: {v}\n\n", e=(c.empid, "IDNUM"), m=(c.mrn, "MRN"), v=c.d(c.visit))
        comps = ["[x] H&P", "[x] Vision (Snellen/Ishihara)", "[%s] Baseline audiogram" % rng.choice("x "),
                 "[%s] Lift test" % rng.choice("x "), "[%s] Respirator clearance (%s)" % (rng.choice("x "), "OSHA 1910.134" if country == "US" else "CSA Z94.4"),
                 "[%s] 10-panel UDS" % rng.choice("x "), "[%s] TB screen" % rng.choice("x ")]
        d.t("Components requested: " + "  ".join(comps) + "\n\n")
        d.t("HISTORY\n")
        pmh = pick_pmh(rng)
        d.t("PMH: " + ", ".join(pmh) + "\n")
        if rng.random() < 0.6:
            d.f("PSH: {s} ({y})\n", s=rng.choice([x for x in SURGERIES if c.pt.sex == "F" or x != "C-section"]), y=_year(c, rng.randint(1, 20)))
        meds = pick_meds(rng, rng.randint(0, 3))
        d.t("Meds: " + ("; ".join(meds) if meds else "none") + "\n")
        d.t("Allergies: " + rng.choice(ALLERGIES) + "\n")
        k = rng.randrange(3)
        if k == 0:
            e2, ind2 = rng.choice(EMPLOYERS)
            d.f("Prior work injuries: {inj} while employed at {o} in {y}, full recovery, no permanent restrictions.\n",
                inj=rng.choice(("L wrist fracture", "low back strain", "R shoulder strain", "hand laceration")),
                o=(e2, "HOSPITAL" if ind2 == "carehome" else "ORGANIZATION"), y=_year(c, rng.randint(2, 9)))
        elif k == 1:
            d.t("Prior work injuries: denies. No prior WC claims.\n")
        else:
            d.f("Previous employment: {j} x {n} yrs. No lost-time injuries.\n", j=(rng.choice(JOBS[rng.choice(tuple(sorted(JOBS)))]), "PROFESSION"), n=str(max(1, min(rng.randint(1, 12), c.age - 18))))
        d.t("Social: " + rng.choice(("nonsmoker", "smokes 1/2 ppd", "vapes daily", "former smoker, quit 5 yrs ago")) +
            "; EtOH " + rng.choice(("socially", "denies", "2-3 beers/wk")) + ".\n\n")
        d.t("EXAMINATION\n" + vitals(rng, country, rng.randrange(3)) + "\n")
        d.t("Vision: OD 20/%d OS 20/%d %s; Ishihara %d/14; fields full to confrontation.\n" % (
            rng.choice((15, 20, 20, 25, 30)), rng.choice((20, 20, 25, 40)), rng.choice(("uncorrected", "with glasses", "cc")),
            rng.choice((14, 14, 14, 13, 9))))
        d.t("HEENT: TMs clear. Neck supple. CV: RRR, no murmur. Lungs: CTA. Abd: soft, NT. "
            "MSK: full ROM spine and extremities, " + rng.choice(EPONYM_TESTS) + ". Neuro: nonfocal. Skin: no lesions.\n")
        if rng.random() < 0.7:
            d.t("Functional: floor-to-waist lift %d lb x 5 reps, carry %d ft, push/pull sled %d lbf - completed without difficulty.\n" % (
                rng.choice((35, 40, 50, 60, 75)), rng.choice((50, 100)), rng.choice((60, 80, 100))))
        if rng.random() < 0.6:
            d.f("TB screen: QuantiFERON-TB Gold Plus {r} (collected {dt}).\n", r=rng.choice(("negative", "negative", "indeterminate - repeat ordered")),
                dt=c.d(plus(c.visit, -rng.randint(0, 3)), rng.choice(("md", "us", "mon_d"))) if country == "US" else c.d(plus(c.visit, -rng.randint(0, 3))))
        if c.industry in ("carehome", "hospital", "education") or rng.random() < 0.3:
            _immunizations(d, c)
        if rng.random() < 0.3:
            d.f("Born in {co}; BCG in childhood. ", co=(rng.choice(COUNTRIES_ORIGIN), "COUNTRY"))
            d.t("Chest x-ray not required (IGRA negative).\n" if rng.random() < 0.5 else "CXR ordered.\n")
        if c.industry in ("carehome", "hospital", "education", "hospitality", "energy") and rng.random() < 0.75:
            d.f("Background check: fingerprints captured by {how}, {lab} {b}.\n", how=rng.choice(("Live Scan", "electronic scanner", "ink card")),
                lab=rng.choice(("TCN", "fingerprint ID", "biometric record")), b=(rng.choice(("FP-", "TCN", "LS")) + digits(rng, rng.choice((6, 8, 10))), "BIOID"))
        if c.industry in ("manufacturing", "energy") and rng.random() < 0.6:
            d.t(lab_panel(rng, ("lead", "cbc")))
        elif c.industry == "agriculture":
            d.t(lab_panel(rng, ("chol",)))
        elif rng.random() < 0.3:
            d.t(lab_panel(rng, ("lipid", "bmp")))
        d.t("\nDETERMINATION\n")
        det = rng.randrange(3)
        if det == 0:
            d.f("{t}{n} is medically qualified for the position of {j} without restrictions.\n", t=c.pt.title(),
                n=(c.pt.last, "PATIENT"), j=(c.job, "PROFESSION"))
        elif det == 1:
            d.f("Qualified with accommodation: {r}. Reassess on {dt}.\n", r=rng.choice((
                "hearing protection mandatory; annual audiogram", "no respirator use pending PFT review",
                "corrective lenses required for forklift operation")), dt=c.d(plus(c.visit, rng.randint(60, 365))))
        else:
            d.t("Determination deferred pending outside records (cardiology) and repeat BP check in 2 weeks.\n")
        d.f("Results released to {e} on {dt}. Medical details retained in the confidential medical file{law}.\n", law=" (ADA)" if country == "US" else "",
            e=c.E(), dt=c.d(plus(c.visit, rng.randint(0, 2))))
        signature(d, c)
    elif v == 1:
        letterhead(d, c, rng.choice((0, 1, 3)))
        d.t(rng.choice(("FITNESS-FOR-DUTY EVALUATION\n\n", "Fitness for Duty / Return from Medical Leave\n\n")))
        d.f("RE: {n}\nDOB: {dob}\nEmployee #: {e}\nEmployer: {em}\nReferred by: {s}, {role}\nDate of evaluation: {v}\n\n",
            n=c.pt.n("LF"), dob=c.d(c.dob), e=(c.empid, "IDNUM"), em=c.E(), s=c.sup.n("fl"),
            role=rng.choice(("Operations Manager", "Plant Superintendent", "Director of Nursing", "Terminal Manager", "HR Business Partner")),
            v=c.d(c.visit))
        pr = c.pt.pron()
        card = doctor(rng, "md")
        reason = rng.randrange(3)
        d.f("REASON FOR REFERRAL: {t}{n} is a {a}-year-old {j} employed by {em} for {y} years. ", t=c.pt.title(),
            n=(c.pt.last, "PATIENT"), a=c.agev(), j=(c.job, "PROFESSION"), em=c.E(), y=str(max(1, min(rng.randint(1, 25), c.age - 18))))
        ev = plus(c.visit, -rng.randint(20, 120))
        if reason == 0:
            d.f("On {dt} {p} had a syncopal episode on the production floor and was taken to {h}, where an ICD was placed "
                "by {dr} on {dt2}. Device: dual-chamber ICD, SN {sn}.\n\n", dt=c.d(ev), p=pr[0], h=(rng.choice(HOSPITALS), "HOSPITAL"),
                dr=card.drn(), dt2=c.d(plus(ev, rng.randint(2, 6))), sn=(letters(rng, 3) + digits(rng, 6), "DEVICE"))
            d.t("Cardiology clearance letter reviewed: EF 45%, no shocks delivered since implant, no driving restrictions beyond 6 months post-implant.\n")
        elif reason == 1:
            d.f("{P} was observed falling asleep at the workstation on {dt}. Sleep study at {h} showed AHI {ahi}. "
                "Now on auto-CPAP (serial {sn}); compliance download {f} to {t2}: {u}% of nights > 4 h.\n\n",
                P=pr[0].capitalize(), dt=c.d(ev), h=[(rng.choice(HOSPITALS), "HOSPITAL"), " Sleep Lab"], ahi=str(rng.randint(18, 64)),
                sn=(digits(rng, 11) if rng.random() < 0.5 else "AS" + digits(rng, 8), "DEVICE"),
                f=c.d(plus(c.visit, -30), "md"), t2=c.d(plus(c.visit, -1), "md"), u=str(rng.randint(72, 98)))
        else:
            d.f("{P} returns from a medical leave that began {dt} for {cond}. Treating physician {dr} released {o} to full duty on {dt2}.\n\n",
                P=pr[0].capitalize(), dt=c.d(ev), cond=rng.choice(("lumbar discectomy", "major depressive episode", "ORIF of the ankle", "CABG")),
                dr=card.drn("fl"), o=pr[2], dt2=c.d(plus(c.visit, -rng.randint(1, 10))))
        d.t("ESSENTIAL FUNCTIONS (per job description): standing 8-10 h, lifting up to %d lb, operating powered industrial trucks, "
            "rotating shifts.\n\n" % rng.choice((40, 50, 70)))
        d.t("EXAM: " + vitals(rng, country, 1) + " Alert, oriented x3. " + rng.choice(EPONYM_TESTS) + ". Gait normal. "
            "Epworth Sleepiness Scale %d/24. PHQ-9 %d.\n\n" % (rng.randint(2, 14), rng.randint(0, 12)))
        d.t("OPINION: ")
        d.f("{t}{n} is {det}. ", t=c.pt.title(), n=(c.pt.last, "PATIENT"), det=rng.choice((
            "fit for full duty", "fit for modified duty for 4 weeks", "temporarily unfit pending specialist input")))
        d.f("Follow-up on {dt}. The employer ({s}) has been informed of work capacity only; no diagnosis disclosed.\n",
            dt=c.d(plus(c.visit, rng.randint(14, 90))), s=c.sup.n("fi"))
        signature(d, c, style=rng.choice((0, 1, 4)))
        confidentiality(d, c)
    else:
        d.t(rng.choice(("Occ Health Visit - Pre-placement\n", "OCC MED NOTE\n", "Visit type: New hire physical\n")))
        pt_header(d, c, rng.randrange(3), with_emp=False)
        d.f("\nS: {a} yo {s} here for post-offer exam, {j} at {e}. ", a=c.agev("n"), s=c.sexw(True),
            j=(c.job, "PROFESSION"), e=c.E())
        if rng.random() < 0.5:
            d.f("Born in {co}, moved to {ci} in {y}. ", co=(rng.choice(COUNTRIES_ORIGIN), "COUNTRY"),
                ci=(c.pt_addr.city, "CITY"), y=_year(c, rng.randint(2, 20)))
        if rng.random() < 0.4:
            d.f("Completed training at {sc} ({y}). ", sc=(rng.choice(SCHOOLS), "ORGANIZATION"), y=_year(c, rng.randint(1, 6)))
        d.t("Denies CP/SOB, back problems. PMH " + ", ".join(pick_pmh(rng)) + ". " + rng.choice(ALLERGIES) + ".\n")
        d.t("O: " + vitals(rng, country, 2) + ". Snellen 20/20 OU. Whisper test passed. Exam unremarkable. " +
            rng.choice(EPONYM_TESTS) + ".\n")
        if rng.random() < 0.3:
            d.f("Fingerprints for background check captured ({b}). ", b=(rng.choice(("FP-", "LS-", "TCN ")) + digits(rng, 8), "BIOID"))
        if rng.random() < 0.7:
            d.f("UDS collected, CCF # {cc}, sent to lab. ", cc=(digits(rng, 7) if rng.random() < 0.5 else letters(rng, 1) + digits(rng, 7), "IDNUM"))
        if rng.random() < 0.5:
            d.f("{lab} {hp}{mlab}{mid}. ", lab="Group health:" if country == "US" else "Provincial health card", hp=(rng.choice(HEALTH_PLANS), "ORGANIZATION") if country == "US" else "",
                mlab=" member " if country == "US" else "no. ",
                mid=(member_id(rng) if country == "US" else health_card(rng, c.st), "HEALTHPLAN"))
        d.t("\nA/P: Cleared for duty. " + rng.choice(("No restrictions.", "Hearing conservation program enrollment.",
                                                      "Respirator fit test scheduled.")))
        d.f(" Form faxed to {h} at {fx}.\n", h=c.hr.n("fi"), fx=(c.emp_phone.split(" ext")[0].split(" x")[0], "FAX"))
        signature(d, c, who=rng.choice((c.doc, c.mid)), style=rng.choice((0, 5, 3)))
    return c


def first_report(rng, d, country):
    c = Case(rng, country)
    inj = injury(rng, c.industry)
    v = rng.randrange(3) if country == "US" else rng.choice((1, 2, 3))
    wit = Person(rng, "FAMILY")
    dock = rng.choice(("Dock %d" % rng.randint(1, 30), "Building %s" % rng.choice("ABCDEFG"), "Bay %d" % rng.randint(1, 20),
                       "Warehouse %d" % rng.randint(1, 5), "Aisle %d" % rng.randint(4, 60)))
    if v == 0:
        d.t(rng.choice(("EMPLOYER'S FIRST REPORT OF INJURY OR ILLNESS\n", "FIRST REPORT OF INJURY (FROI)\n")))
        d.f("Claim no.: {cl}    Carrier: {ins}    Policy: {po}\n\n", cl=(c.claim, "IDNUM"), ins=(c.insurer, "ORGANIZATION"),
            po=(c.policy, "HEALTHPLAN"))
        d.t("EMPLOYEE\n")
        d.f("Name (last, first, MI): {n}\nSSN: {ss}\nDOB: {dob}    Age: {a}    Sex: {s}\n", n=c.pt.n("LF"), ss=(c.ssn, "SSN"),
            dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True))
        d.f("Home address: {ad}\nHome phone: {ph}\nOccupation/job title: {j}\nDate hired: {h}\nEmployee ID: {e}\n\n",
            ad=c.pt_addr.parts(0), ph=(c.pt_phone, "PHONE"), j=(c.job, "PROFESSION"),
            h=c.d(plus(c.dob, rng.randint(18 * 365, max(18 * 365 + 1, (c.age) * 365 - 30)))), e=(c.empid, "IDNUM"))
        d.t("EMPLOYER\n")
        d.f("Name: {e}\nLocation of injury: {ad}\nPhone: {ph}\nSupervisor: {s}\n\n", e=c.E(), ad=c.emp_addr.parts(0),
            ph=(c.emp_phone, "PHONE"), s=c.sup.n("fl"))
        d.t("INJURY\n")
        d.f("Date of injury: {doi}    Time: {t}    Date employer notified: {dn}\n", doi=c.d(c.doi), t=c.time(),
            dn=c.d(plus(c.doi, rng.choice((0, 0, 1, 3)))))
        d.f("Specific place: {dk}\n", dk=(dock, "LOCATION_OTHER"))
        d.f("How injury occurred: Employee {m}.\n", m=inj["mech"])
        d.t("Part of body: %s    Nature: %s\n" % (inj["part_s"], inj["dx"].lower()))
        d.f("Witness: {w}, phone {wp}\n", w=wit.n("fl"), wp=(c.sup_phone, "PHONE"))
        if inj["key"] == "neck":
            d.f("Vehicle: company unit {u}, plate {pl} ({sp}); other vehicle plate {p2}\n", u=("%d" % rng.randint(100, 9999), "VEHICLE"),
                pl=(plate(rng, country), "VEHICLE"), sp=(c.st, "STATE"), p2=(plate(rng, country), "VEHICLE"))
        elif drives(c, inj):
            d.f("Vehicle involved: {vb}\n", vb=vehicle_bits(c))
        d.f("Treated at: {h}    Hospitalized overnight: {y}\n", h=(rng.choice((c.clinic, c.hospital)), "HOSPITAL"),
            y=rng.choice(("No", "No", "Yes")))
        d.f("Returned to work: {r}\n", r=rng.choice(("same day, modified duty", "No - off work", [c.d(plus(c.doi, rng.randint(1, 10)))])))
        d.f("\nPrepared by: {h}, {role}    Phone: {ph}    Date: {dt}\n", h=c.hr.n("fl"), role=rng.choice(("HR Generalist", "Safety Coordinator", "Office Manager")),
            ph=(c.emp_phone, "PHONE"), dt=c.d(plus(c.doi, 1)))
    elif v == 1:
        letterhead(d, c)
        d.t(rng.choice(("WORK INJURY - INITIAL VISIT\n", "Initial Occupational Injury Evaluation\n", "NEW WORK INJURY\n")))
        pt_header(d, c)
        if country == "CA":
            d.f("{b} claim #: {cl}    Health card: {hc}\n", b=c.board, cl=(c.claim, "IDNUM"), hc=(health_card(rng, c.st), "HEALTHPLAN"))
        else:
            d.f("Claim #: {cl} ({ins})    Adjuster: {a} {ap}\n", cl=(c.claim, "IDNUM"), ins=(c.insurer, "ORGANIZATION"),
                a=c.adjuster.n("fl"), ap=(c.adj_phone, "PHONE"))
        d.f("Date of injury: {doi}\n\n", doi=c.d(c.doi))
        pr = c.pt.pron()
        d.f("HPI: {a} y/o {s} {j} who on {doi} at approx {t} {m}. ", a=c.agev("n"), s=c.sexw(), j=(c.job, "PROFESSION"),
            doi=c.d(c.doi, rng.choice(("wds", "md", "mon_d", c.ds))), t=c.time(), m=inj["mech"])
        if drives(c, inj) and rng.random() < 0.7:
            d.f("Assigned vehicle at the time: {vb}. ", vb=vehicle_bits(c))
        d.f("Reported to supervisor {s} immediately{e}. ", s=c.sup.n(rng.choice(("first", "fl", "last"))),
            e=rng.choice(("", ", first aid given on site", ", sent here by the safety manager")))
        if rng.random() < 0.2:
            d.put(holiday_phrase(c))
        d.t("Pain %d/10, %s. Denies prior injury to the %s. " % (rng.randint(3, 9), rng.choice(("sharp", "aching", "throbbing", "burning")), inj["part"]))
        if rng.random() < 0.4:
            d.f("{P} was seen first at the {h} ED on {dt}; records reviewed.", P=pr[0].capitalize(), h=(c.hospital, "HOSPITAL"),
                dt=c.d(c.doi, "md") if country == "US" else c.d(c.doi))
        d.t("\nPMH: " + ", ".join(pick_pmh(rng)) + ". Meds: " + (", ".join(pick_meds(rng, rng.randint(0, 2))) or "none") +
            ". Allergies: " + rng.choice(ALLERGIES) + ".\n\n")
        d.t("EXAM: " + vitals(rng, country, rng.randrange(3)) + "\n" + inj["exam"] + "\n")
        if inj["key"] in ("heat", "burn", "head") or rng.random() < 0.15:
            d.t(lab_panel(rng, ("bmp", "ck") if inj["key"] == "heat" else ("cbc", "bmp")))
        d.t("\n")
        d.t("ASSESSMENT: %s (%s) - work related, mechanism consistent with history.\n" % (inj["dx"], inj["icd"]))
        d.t("PLAN: " + inj["rx"] + ".\n")
        d.f("Work status: {ws}. Recheck {dt}.\n", ws=rng.choice(("modified duty, see restriction form", "off work until recheck",
                                                               "regular duty")), dt=c.d(plus(c.visit, rng.choice((3, 5, 7, 10, 14)))))
        signature(d, c, who=rng.choice((c.doc, c.mid)))
    elif v == 2:
        d.t(rng.choice(("EMERGENCY DEPARTMENT - WORK-RELATED INJURY\n", "ED Provider Note (Workers Comp)\n")))
        d.f("{h}\n", h=(c.hospital, "HOSPITAL"))
        d.f("{n}  MRN {m}  FIN {ac}  {a}{s}\nArrival {dt} {t} via {mode}\n\n", n=c.pt.n("LF"), m=(c.mrn, "MRN"),
            ac=(c.acct, "ACCOUNT"), a=c.agev("n"), s=c.sexw(True), dt=c.d(c.doi), t=c.time(),
            mode=rng.choice(("private vehicle (coworker)", "EMS", "walk-in", "company truck")))
        d.f("CC: {p} injury at work\nHPI: Pt {m} at {e}. ", p=inj["part_s"], m=inj["mech"], e=c.E())
        d.f("Coworker {w} drove pt in. ", w=wit.n(rng.choice(("fl", "first"))))
        d.t("No LOC. Tetanus " + rng.choice(("UTD", "unknown", "> 10 yrs")) + ".\n")
        d.t(vitals(rng, country, 2) + "\n" + inj["exam"] + "\n")
        d.t("MDM: Low complexity. %s. %s.\n" % (inj["dx"], inj["rx"]))
        d.f("Dispo: Discharged. F/u with occupational medicine ({cl}) in 1-2 days. WC paperwork given; employer {e} contact {s} notified by phone {ph}.\n",
            cl=(c.clinic, "HOSPITAL"), e=c.E(), s=c.sup.n("fl"), ph=(c.sup_phone, "PHONE"))
        signature(d, c, date=c.doi, style=rng.choice((0, 5)))
    else:
        d.t(rng.choice(("HEALTH PROFESSIONAL'S REPORT - FIRST VISIT\n", "Physician's First Report (%s)\n" % c.board)))
        d.f("Worker: {n}\nSIN: {ss}    Health #: {hc}\nDOB: {dob}\nAddress: {ad}\nTel: {ph}\n", n=c.pt.n(rng.choice(("LF", "fl"))),
            ss=(c.ssn, "SSN"), hc=(health_card(rng, c.st), "HEALTHPLAN"), dob=c.d(c.dob), ad=c.pt_addr.parts(rng.choice((0, 1)), country_name=rng.choice((None, "Canada"))),
            ph=(c.pt_phone, "PHONE"))
        d.f("Employer: {e}, {ci}\nJob: {j}\nClaim: {cl}\n\n", e=c.E(), ci=(c.emp_addr.city, "CITY"), j=(c.job, "PROFESSION"),
            cl=(c.claim, "IDNUM"))
        d.f("Date of accident: {doi}    First seen: {v}\n", doi=c.d(c.doi), v=c.d(c.visit))
        d.f("Worker's description: {P} {m}.\n", P=c.pt.pron()[0].capitalize(), m=inj["mech"])
        d.f("Location: {dk}, {e}\n", dk=(dock, "LOCATION_OTHER"), e=c.E())
        if drives(c, inj):
            d.f("Vehicle: {vb}\n", vb=vehicle_bits(c))
        d.t("Findings: " + inj["exam"] + "\nDiagnosis: " + inj["dx"] + "\nTreatment: " + inj["rx"] + "\n")
        d.t("Functional abilities: " + rng.choice(("able to return to modified work today", "unable to work at this time",
                                                  "may return to regular duties")) + ".\n")
        d.f("Next appointment: {dt}\n", dt=c.d(plus(c.visit, rng.randint(5, 21))))
        signature(d, c, style=rng.choice((4, 5, 0)))
    return c

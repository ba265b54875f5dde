"""Genres: drug & alcohol testing record (chain of custody); occupational exposure incident note."""
from common import Case, vitals, pick_meds, vehicle_bits, lab_panel
from blocks import letterhead, health_card, signature, member_id
from phi import plus, Person, digits, letters, doctor, cdl, ca_dl, Address, vin, plate, npi, mrn, phone
from pools import LABS, MRO_FIRMS, TPAS, CLINICS, HOSPITALS, UNITS_HOSP

REASONS = ("Pre-employment", "Random", "Post-accident", "Reasonable suspicion/cause", "Return-to-duty", "Follow-up")
PANEL_DOT = "THC, COC, PCP, OPI (incl. 6-AM), AMP/MAMP/MDMA"
RESULTS_POS = (("marijuana metabolite (THC-COOH)", 15, (18, 140)), ("cocaine metabolite (benzoylecgonine)", 100, (120, 2400)),
               ("amphetamine", 250, (300, 3100)), ("oxycodone", 100, (140, 900)), ("hydrocodone", 300, (320, 1200)))


def drug_test(rng, d, country):
    c = Case(rng, country, industry=rng.choice(("trucking", "trucking", "municipal", "energy", "construction", "warehouse", None)))
    dot = country == "US" and rng.random() < 0.7
    collector = Person(rng, "DOCTOR", cred=rng.choice((None, None, "CCT")))
    mro = doctor(rng, rng.choice(("MD", "DO", "MD, MRO")))
    bat = Person(rng, "DOCTOR", cred=rng.choice((None, "BAT")))
    der = Person(rng, "FAMILY")
    lab = rng.choice(LABS)
    spec = (digits(rng, 7) if rng.random() < 0.6 else letters(rng, 1) + digits(rng, 7))
    acc = rng.choice(("TX", "A", "")) + digits(rng, 2) + "-" + digits(rng, 6)
    reason = rng.choice(REASONS)
    pos = rng.random() < 0.3
    cdate = c.visit
    rdate = plus(cdate, rng.randint(1, 3))
    mdate = plus(rdate, rng.randint(0, 3))
    site = rng.choice(CLINICS)
    saddr = c.clinic_addr
    v = rng.randrange(2)
    if v == 0:
        d.t(rng.choice(("FEDERAL DRUG TESTING CUSTODY AND CONTROL FORM - COPY 2 (MRO)\n", "CUSTODY AND CONTROL FORM - TRANSCRIBED\n",
                        "Non-Federal Drug Test Chain of Custody Record\n" if not dot else "DOT DRUG TEST - CCF SUMMARY\n")))
        d.f("Specimen ID No. {s}    Lab Accession No. {a}\n", s=(spec, "IDNUM"), a=(acc, "IDNUM"))
        if rng.random() < 0.5:
            d.f("Bill to: employer account {ac}\n", ac=(c.acct, "ACCOUNT"))
        d.t("\n")
        d.t("STEP 1: COMPLETED BY COLLECTOR OR EMPLOYER REPRESENTATIVE\n")
        d.f("A. Employer: {e}\n   {ad}\n   Phone {ph}    Fax {fx}\n   DER: {der}\n", e=c.E(), ad=c.emp_addr.parts(0), ph=(c.emp_phone, "PHONE"),
            fx=(c.adj_fax, "FAX"), der=der.n("fl"))
        maddr = Address(rng, c.cityrec, country, biz=True)
        d.f("B. MRO: {m}, {f}\n   {ad}\n   Phone {ph}    Fax {fx}\n", m=mro.sig("fl"), f=(rng.choice(MRO_FIRMS), "ORGANIZATION"),
            ad=maddr.parts(0), ph=(phone(rng, rng.choice(("800", "866", c.area))), "PHONE"), fx=(phone(rng, c.area), "FAX"))
        d.f("C. Donor SSN or Employee ID No.: {id}\n", id=(c.ssn, "SSN") if country == "US" and rng.random() < 0.5 else (c.empid, "IDNUM"))
        d.t("D. Specify Testing Authority: %s\n" % (rng.choice(("FMCSA", "FMCSA", "FMCSA", "FTA", "PHMSA")) if dot else "Non-federal (company policy)"))
        d.t("E. Reason for test: %s\n" % reason)
        if reason == "Post-accident":
            d.f("   Accident vehicle: {vb}\n", vb=vehicle_bits(c))
        d.t("F. Drug tests to be performed: %s\n" % (PANEL_DOT if dot else rng.choice(("10-panel + expanded opiates", "5-panel + oxycodone", "8-panel + fentanyl"))))
        d.f("G. Collection site: {s}, {ad}\n   Collector phone {ph}\n\n", s=(site, "HOSPITAL"), ad=saddr.parts(0), ph=(c.clinic_phone, "PHONE"))
        d.t("STEP 2: Collection: %s. Temperature read within 4 minutes, 90-100 F: Yes.\n" % rng.choice(("SPLIT", "SPLIT", "SINGLE")))
        if rng.random() < 0.3:
            d.t("Remarks: donor unable to provide 45 mL initially; shy bladder protocol started, 40 oz fluid over 3 h.\n")
        d.t("STEP 3: Specimen bottles sealed and initialed by donor in collector's presence.\n")
        d.f("STEP 4: Chain of custody - I certify that the specimen was collected, labeled, sealed and released as required.\n"
            "   Collector: {c}    Date: {dt}  Time: {t}\n   Released to: {cour}\n", c=collector.sig("fl"), dt=c.d(cdate), t=c.time(),
            cour=rng.choice(("courier (sealed bag)", "overnight courier", "lab courier")))
        d.f("   Received at lab: {r}    Accessioner: {ac}    Primary specimen bottle seal intact: Yes\n", r=c.d(rdate), ac=Person(rng, "DOCTOR").n("fi"))
        d.f("STEP 5: Donor certification signed: {n}    Daytime phone {ph}    DOB {dob}\n", n=c.pt.n(rng.choice(("fl", "full"))),
            ph=(c.pt_phone, "PHONE"), dob=c.d(c.dob))
        if rng.random() < 0.5:
            d.f("   Donor photo ID: driver's licence {dl}\n", dl=(cdl(rng, c.st) if country == "US" else ca_dl(rng, c.st), "LICENSE"))
        if rng.random() < 0.7:
            d.f("   Identity verified via biometric fingerprint capture, template ID {b}\n", b=(rng.choice(("FP-", "BIO-", "FPX")) + digits(rng, 6), "BIOID"))
        d.f("\nLABORATORY ({l}): ", l=(lab, "ORGANIZATION"))
        if pos:
            drug, cut, rngv = rng.choice(RESULTS_POS)
            d.t("POSITIVE for %s, %d ng/mL (cutoff %d ng/mL). Certifying scientist reviewed %s.\n" % (drug, rng.randint(*rngv), cut, "yes"))
        else:
            d.t("NEGATIVE. Creatinine %d mg/dL, SG 1.0%02d.\n" % (rng.randint(22, 210), rng.randint(4, 30)))
        d.t("\nSTEP 6/7: MEDICAL REVIEW OFFICER VERIFICATION\n")
        if pos:
            d.f("Donor interview conducted by telephone on {dt} at {t} ({ph}). ", dt=c.d(mdate), t=c.time(), ph=(c.pt_phone, "PHONE"))
            d.t(rng.choice(("No legitimate medical explanation offered. Verified POSITIVE. SAP referral information provided.",
                            "Donor presented a valid prescription from a dentist; verified NEGATIVE (safety concern letter not indicated).",
                            "Donor declined to discuss. Verified POSITIVE.")) + "\n")
        else:
            d.t("Verified NEGATIVE.\n")
        d.f("MRO: {m}    Date verified: {dt}\n", m=mro.sig("fl"), dt=c.d(mdate))
        if rng.random() < 0.5:
            d.f("Result reported to DER {der} via {how} {x}\n", der=der.n("fi"), how=rng.choice(("secure fax", "e-mail")),
                x=(c.adj_fax, "FAX") if rng.random() < 0.5 else (der.email(rng, rng.choice(("example.com", "corp.test"))), "EMAIL"))
    else:
        d.t(rng.choice(("BREATH ALCOHOL & DRUG TESTING RECORD\n", "Post-Accident Testing - Occupational Health\n", "REASONABLE SUSPICION TESTING NOTE\n")))
        letterhead(d, c, 2)
        d.f("Donor: {n}    DOB: {dob}    Employee ID: {id}\nEmployer: {e}    Consortium/TPA: {tpa}\nReason: {r}\n", n=c.pt.n(rng.choice(("LF", "lf"))),
            dob=c.d(c.dob), id=(c.empid, "IDNUM"), e=c.E(), tpa=(rng.choice(TPAS), "ORGANIZATION"), r=reason)
        if reason == "Post-accident":
            d.f("Incident: {dt}, {w}. Vehicle VIN {vn}, plate {pl}. ", dt=c.d(plus(cdate, -rng.choice((0, 0, 1)))),
                w=rng.choice(("backing collision in the yard", "rear-end collision on the highway", "sideswiped a parked trailer", "struck a gate post while turning")),
                vn=(vin(rng), "VEHICLE"), pl=(plate(rng, country), "VEHICLE"))
            d.t("Test within %d hours of accident.\n" % rng.choice((2, 3, 5, 7)))
        elif reason.startswith("Reasonable"):
            d.f("Observed by trained supervisor {s} on {dt}: {obs}.\n", s=c.sup.n("fl"), dt=c.d(cdate),
                obs=rng.choice(("odor of alcohol, slurred speech", "unsteady gait near the loading dock", "red eyes, delayed responses")))
        d.f("\nBREATH ALCOHOL TEST (EBT, {m})\nBAT/STT: {b}    Test date: {dt}\n", m=rng.choice(("Intoximeter EC/IR II", "Alco-Sensor IV", "Lifeloc FC20")),
            b=bat.sig("fl"), dt=c.d(cdate))
        bac = rng.choice((0.0, 0.0, 0.0, 0.021, 0.047, 0.068))
        d.t("Screening test at %s: %.3f g/210L\n" % (c.clock(), bac))
        if bac >= 0.02:
            d.t("Confirmation test after 15-min waiting period: %.3f g/210L. Employee removed from safety-sensitive duty.\n" % (bac - 0.003))
        d.f("\nURINE DRUG SCREEN: CCF specimen ID {s}, collected by {c} at {t}, temp in range, {sp}. Sent to {lab}.\n",
            s=(spec, "IDNUM"), c=collector.n(rng.choice(("fl", "fi"))), t=c.later(20, 50), sp=rng.choice(("split", "single")), lab=(lab, "ORGANIZATION"))
        if rng.random() < 0.5:
            d.f("Donor ID: {t} no. {dl}. ", t=rng.choice(("driver's licence", "CDL", "employer photo badge")),
                dl=(cdl(rng, c.st) if country == "US" else ca_dl(rng, c.st), "LICENSE"))
        if rng.random() < 0.65:
            d.f("Biometric check-in (palm-vein) matched, ID {b}. ", b=("PV-" + digits(rng, 6), "BIOID"))
        d.f("\nMRO result ({m}, {dt}): {r}.\n", m=mro.drn(), dt=c.d(mdate), r="verified POSITIVE - %s" % rng.choice(RESULTS_POS)[0] if pos else "verified negative")
        d.f("Employer notified: {s}, {ph}.\n", s=der.n("fl"), ph=(c.emp_phone, "PHONE"))
        signature(d, c, who=rng.choice((c.doc, c.nurse)), style=rng.choice((0, 5)))
    return c


def exposure(rng, d, country):
    chem = rng.random() < 0.4
    c = Case(rng, country, industry=None if chem else "hospital")
    if chem:
        while c.industry in ("hospital", "carehome", "education", "retail"):
            c = Case(rng, country)
    en = c.nurse
    pr = c.pt.pron()
    d.t(rng.choice(("EMPLOYEE HEALTH - ", "Occupational Health Services: ", "")) +
        ("CHEMICAL EXPOSURE INCIDENT NOTE\n" if chem else rng.choice(("BLOODBORNE PATHOGEN EXPOSURE\n", "Needlestick / Sharps Injury Evaluation\n",
                                                                         "Body fluid exposure - initial visit\n"))))
    if chem or rng.random() < 0.5:
        letterhead(d, c, rng.choice((0, 2)))
    d.f("Employee: {n}    Employee #: {id}\nDOB: {dob} ({a} y)    Phone: {ph}\n", n=c.pt.n(rng.choice(("LF", "fl", "lfm"))), id=(c.empid, "IDNUM"),
        dob=c.d(c.dob), a=c.agev("n"), ph=(c.pt_phone, "PHONE"))
    exp_date = c.visit
    if not chem:
        unit = rng.choice(UNITS_HOSP)
        room = "%d%s" % (rng.randint(2, 9) * 100 + rng.randint(1, 40), rng.choice(("", "", "A", "B")))
        d.f("Job: {j}    Unit: {u}, {h}\n", j=(c.job, "PROFESSION"), u=(unit, "HOSPITAL"), h=(c.employer, "HOSPITAL"))
        d.f("Date/time of exposure: {dt} {t}    Reported: {t2}\nLocation: {rl} {r}\n\n", dt=c.d(exp_date), t=c.clock(), t2=rng.choice(("immediately", "same shift", "within 1 h")),
            rl=rng.choice(("room", "Rm", "patient room", "bed")), r=(room, "LOCATION_OTHER"))
        dev = rng.choice(("25G hypodermic needle (non-safety) after SC injection", "lancet during fingerstick glucose",
                          "suture needle in the OR", "IV catheter stylet during insertion", "scalpel blade while cleaning instrument tray"))
        d.f("Mechanism: percutaneous injury with {dv}. {dep}. Visible blood on device: {vb}. Gloves worn: {gl}. Safety feature {sf}.\n",
            dv=dev, dep=rng.choice(("Superficial scratch", "Moderate depth, bled spontaneously", "Deep puncture")), vb=rng.choice(("yes", "no", "unknown")),
            gl=rng.choice(("yes, single", "yes, double", "no")), sf=rng.choice(("not activated", "n/a", "activated after injury")))
        d.t("First aid: washed with soap and water for %d min%s.\n" % (rng.choice((2, 5, 10)), rng.choice(("", ", no bleach/caustics applied"))))
        src_known = rng.random() < 0.8
        if src_known:
            src = Person(rng, "PATIENT")
            d.f("\nSOURCE: {n}, MRN {m}, {a} y/o. Consent for source testing obtained by {rn} at {t}. ", n=src.n(rng.choice(("LF", "fl", "init"))),
                m=(mrn(rng), "MRN"), a=(str(rng.randint(19, 91)), "AGE"),
                rn=Person(rng, "DOCTOR").n("fl"), t=c.later(20, 60))
            d.t("Rapid HIV-1/2 Ag/Ab: %s. HBsAg: %s. HCV Ab: %s%s.\n" % (rng.choice(("nonreactive", "nonreactive", "reactive")),
                rng.choice(("negative", "negative", "positive")), rng.choice(("nonreactive", "reactive")), rng.choice(("", "; HCV RNA pending"))))
        else:
            d.t("\nSOURCE: unknown (needle found in linen bag). Risk assessed as low.\n")
        d.f("\nEMPLOYEE BASELINE: HIV Ag/Ab, HBsAg, anti-HBs (prior titer {t} mIU/mL in {y}), HCV Ab, ALT{ifF}. ",
            t=str(rng.randint(5, 900)), y=(str(c.visit.year - rng.randint(1, min(15, max(1, c.age - 18)))), "DATE"),
            ifF=rng.choice((", urine hCG", ", hCG (declined)")) if c.pt.sex == "F" else "")
        if rng.random() < 0.6:
            d.t(lab_panel(rng, ("cbc", "bmp", "lft")))
        d.t("Hepatitis B vaccination: %s.\n" % rng.choice(("complete, responder", "complete x2 series, non-responder", "incomplete - dose 2 today")))
        if rng.random() < 0.45:
            d.f("PEP: {p} started at {t} (within {h} h); 28-day supply dispensed by {ph}. Baseline CMP/CBC drawn.\n",
                p=rng.choice(("bictegravir/emtricitabine/tenofovir alafenamide 1 tab daily", "dolutegravir 50 mg daily + TDF/FTC 1 tab daily")),
                t=c.later(15, 60), h=str(rng.randint(1, 3)), ph=[(c.employer, "HOSPITAL"), " Outpatient Pharmacy"] if rng.random() < 0.5 else rng.choice(("pharmacy", "Outpatient Pharmacy", "the ED pharmacist")))
        else:
            d.t("PEP not indicated based on source status; counseled.\n")
        d.f("FOLLOW-UP: 6 wk ({a}), 3 mo ({b}), 6 mo ({cc}). Use condoms and defer blood donation until cleared.\n",
            a=c.d(plus(exp_date, 42), rng.choice(("md", "us", "mon_d_s", c.ds))), b=c.d(plus(exp_date, 91), rng.choice(("md", "us", c.ds))),
            cc=c.d(plus(exp_date, 182), rng.choice(("md", "us", c.ds))))
        d.f("Entered in sharps injury log (case {k}). Manager {s} notified. EPINet form completed.\n", k=("SI-" + digits(rng, 5), "IDNUM"), s=c.sup.n("fl"))
    else:
        agents = (("sodium hydroxide 50% solution", "eye"), ("hydrofluoric acid 6% (glass etch)", "skin"), ("anhydrous ammonia", "inhalation"),
                  ("chlorine gas (hypochlorite + acid mix)", "inhalation"), ("peracetic acid sanitizer", "skin"), ("methylene diphenyl diisocyanate", "inhalation"))
        ag, route = rng.choice(agents)
        d.f("Employer: {e}\nJob: {j}\nDate of exposure: {dt} at {t}\nLocation: {loc}, {ad}\n\n", e=c.E(), j=(c.job, "PROFESSION"), dt=c.d(exp_date),
            t=c.time(), loc=(rng.choice(("Building %s" % rng.choice("ABCDE"), "Tank Farm %d" % rng.randint(1, 4), "Dock %d" % rng.randint(1, 20),
                                          "Wash Bay %d" % rng.randint(1, 6))), "LOCATION_OTHER"), ad=c.emp_addr.parts(0))
        d.f("HPI: {a} y/o {s} {j} exposed to {ag} ({r}) while {w}. ", a=c.agev("n"), s=c.sexw(), j=(c.job, "PROFESSION"), ag=ag, r=route,
            w=rng.choice(("transferring product between totes", "a hose fitting failed", "cleaning the CIP line", "a coworker mixed products")))
        d.f("SDS reviewed. Coworker {w} brought {o} in. ", w=Person(rng, "FAMILY").n(rng.choice(("fl", "first"))), o=pr[2])
        if rng.random() < 0.5:
            d.f("Poison center consulted, case # {k}. ", k=(digits(rng, 8), "IDNUM"))
        d.t("\n")
        d.t(vitals(rng, country, rng.randrange(3)) + "\n")
        if route == "eye":
            d.t("Eyes irrigated with 2 L NS via Morgan lens; pH 7.5 after irrigation (was 10). VA 20/25 both. Fluorescein: punctate epithelial erosions, no limbal ischemia.\n")
        elif route == "skin":
            d.t("Skin: %s. %s\n" % (rng.choice(("3 x 2 cm erythema dorsal hand", "blanching of fingertips 2-3", "superficial erythema forearm")),
                                   "Calcium gluconate 2.5% gel applied q15 min; serum Ca/Mg normal, ECG QTc 418." if "hydrofluoric" in ag else "Irrigated 20 min."))
        else:
            d.t("Lungs: %s. Peak flow %d L/min. CXR clear. ABG not indicated.\n" % (rng.choice(("scattered wheeze", "clear", "mild bibasilar crackles")), rng.randint(280, 560)))
        if rng.random() < 0.5:
            d.t(lab_panel(rng, ("bmp", "cbc") if route != "inhalation" else ("cbc", "bmp", "ck")))
        d.t("Assessment: %s exposure, %s.\n" % (route, rng.choice(("mild", "moderate", "minimal"))))
        d.t("Plan: " + rng.choice(("return to regular duty tomorrow", "off work 24 h, recheck", "modified duty, no chemical handling x 1 week")) + ". ")
        d.f("Incident report # {k} forwarded to EHS ({s}).\n", k=(rng.choice(("IR-", "EHS-", "")) + digits(rng, 6), "IDNUM"), s=c.sup.n("fl"))
    d.t("\n")
    d.f("{s}\n", s=en.sig("fl"))
    if rng.random() < 0.6:
        d.f("Reviewed by {dr}\n", dr=c.doc.drn(rng.choice(("last", "fl"))))
    if rng.random() < 0.35:
        d.f("[record locked by {u} from {ip} on {dt} {t}]\n", u=(en.username(rng), "USERNAME"), ip=(c.ip(), "IPADDR"), dt=c.d(exp_date, "iso"), t=c.later(60, 200))
    return c

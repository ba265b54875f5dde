"""Own genres: IV ketamine infusion record; insurance authorisation / claim form;
clinical incident report."""
import persona as Q
import blocks as B
import pools as P
from core import Doc, pick, chance, rint, D, fdate, add_days, age_seg, R, hhmm, wkday


def ketamine_infusion(k):
    d = Doc()
    c = k.c
    n = rint(1, 6)
    when = wkday(add_days(k.d0, n * 3))
    d.ln("{H}", H=(k.clinic_for("ketamine") if chance(0.7) else k.hosp, "HOSPITAL"))
    if chance(0.5):
        d.ln("{A}  Tel {P}", A=k.site_addr(), P=(k.hosp_phone, "PHONE"))
    d.ln(pick(["IV KETAMINE INFUSION RECORD", "Intravenous Ketamine for Depression - Infusion Record", "KETAMINE INFUSION FLOWSHEET"]))
    d.ln()
    B.banner(d, k, style=pick(["pipe", "lines", "caps", "compact"]))
    d.ln("Infusion {N} of 6   Date {D}   Arrival {T}", N=str(n), D=D(when, c, pick(["num", "wk", "med"])), T=hhmm(rint(8, 13), pick([0, 15, 30, 45])))
    kind, val = B.room(pick(["chair", "room", "bay"]))
    d.ln("Location: infusion {K} {V}", K=kind, V=(val, "LOCATION_OTHER"))
    wt = rint(48, 118)
    mgkg = pick([0.5, 0.5, 0.5, 0.75, 1.0])
    dose = round(wt * mgkg, 1)
    d.ln()
    d.ln("Weight {W} kg (measured today). Dose: ketamine {K} mg/kg = {X} mg in 50 mL sodium chloride 0.9% over 40 min.", W=str(wt), K=str(mgkg), X=("%g" % dose))
    d.ln("Pump: {M}, asset {A}.", M=pick(["BD Alaris GP", "Baxter Sigma Spectrum", "B. Braun Perfusor Space (syringe driver)"]),
         A=(Q.device_serial("other"), "DEVICE"))
    d.ln("IV access: {G} cannula, {S}, first attempt.", G=pick(["22G", "20G", "24G"]), S=pick(["L antecubital fossa", "R dorsum of hand", "L forearm"]))
    d.ln("Checks: fasted 4 h; BP < 160/100 before start; no stimulants/benzodiazepines today; urine drug screen {X}.",
         X=pick(["negative", "not required", "negative (point-of-care)"]))
    d.ln("Concurrent: {M}", M="; ".join(B.meds(k, rint(2, 4))))
    d.ln()
    d.ln("OBSERVATIONS (q10 min)")
    d.ln("Min  BP        HR   SpO2  RR  CADSS  BPRS+  Notes")
    for mnt in (0, 10, 20, 30, 40, 60, 80):
        d.ln("{M}  {B}  {H}  {S}%   {R}  {C}     {P}      {X}", M=str(mnt).rjust(3), B=("%d/%d" % (rint(110, 168), rint(62, 100))).ljust(8),
             H=str(rint(58, 104)).rjust(3), S=str(rint(94, 100)), R=str(rint(12, 20)).rjust(2), C=str(rint(0, 28)).rjust(2), P=str(rint(4, 9)),
             X=pick(["", "", "floaty", "nausea", "visual distortion", "anxious - reassured", "paused 5 min", "talkative"]))
    d.ln()
    d.ln("Adverse events: {X}", X=pick(["none", "BP 172/102 at 30 min; infusion paused, settled; restarted at 30 mL/h",
                                         "nausea - ondansetron 4 mg IV", "transient dissociation, resolved by 60 min"]))
    d.ln("Post-infusion: alert, orientated, ambulating independently at {T}.", T=hhmm(rint(11, 15), rint(0, 59)))
    if chance(0.5):
        d.ln("Escort: {R} {N}; vehicle {V}.", R=k.nok.role, N=(k.nok.full(), "FAMILY"), V=(Q.plate(c), "VEHICLE"))
    else:
        d.ln("Escort: {R} {N} ({P}); patient advised not to drive until tomorrow.", R=k.nok.role, N=(k.nok.name("first"), "FAMILY"), P=(k.nok.phone, "PHONE"))
    if chance(0.3):
        d.ln("Check-in biometric ID {B} matched.", B=(Q.bioid(), "BIOID"))
    d.ln("Next infusion: {D}", D=D(wkday(add_days(when, pick([2, 3, 4, 7]))), c, pick(["wk", "num", "wkshort"])))
    d.ln()
    d.ln("Medical officer: {X}", X=Q.dr(pick([k.anaes, k.psych]), c, "full"))
    d.ln("Nurse: {N}{U}", N=(k.nurse.full(), "DOCTOR"), U=["  (login ", (Q.username(k.nurse.first, k.nurse.last), "USERNAME"), ")"] if chance(0.4) else "")
    if c in ("US", "CA") and chance(0.6):
        d.ln("Self-pay invoice {I}; receipt emailed to {E}", I=(Q.account(c), "ACCOUNT"), E=(k.email, "EMAIL"))
    elif chance(0.3):
        d.ln("Account no. {I}", I=(Q.account(c), "ACCOUNT"))
    return d


def insurance_form(k):
    d = Doc()
    c = k.c
    when = k.d0
    kind = pick(["auth", "auth", "claim"]) if k.age < 66 else "auth"
    treat = pick(["ECT", "TMS", "esketamine", "ECT"])
    cpt = {"ECT": "90870 (electroconvulsive therapy, single seizure)", "TMS": "90867 / 90868 (rTMS)",
           "esketamine": "G2082 / G2083 (esketamine, observation)"}[treat]
    if kind == "auth":
        d.ln(pick(["PRIOR AUTHORIZATION REQUEST", "PRECERTIFICATION / PRIOR APPROVAL FORM", "Prior Authorization Request Form"] if c == "US" else
                  ["Pre-authorisation request", "Request for funding approval", "PRE-APPROVAL REQUEST", "Pre-admission benefit check"]) + " - " + treat)
        d.ln("To: {I} - {U}", I=(k.insurer, "ORGANIZATION"), U=pick(["Utilization Management", "Clinical Review", "Pre-approvals team", "Claims"]))
        d.ln("Fax: {F}   Phone: {P}", F=(Q.phone(c), "FAX"), P=(Q.phone(c) if chance(0.6) else Q.ext_phone(c), "PHONE"))
        d.ln("Date submitted: {D}   Ref: {R}", D=D(when, c, "num"), R=(Q.idnum(pick(["PA", "UM", "AUTH", "PREAPP"])), "IDNUM"))
        d.ln()
        d.ln("MEMBER INFORMATION")
        d.ln("Name: {N}   DOB: {B}   Sex: {S}", N=k.P(pick(["lastfirst", "full", "LASTFIRST"])), B=k.dob_seg("num"), S=k.sex)
        d.ln("{L}: {M}   Group no.: {G}", L=k.hp_label if c == "US" else "Policy/member no.", M=(k.hp if c in ("US",) else Q.healthplan("US")[1], "HEALTHPLAN"),
             G=(Q.idnum(pick(["GRP", "G"])), "HEALTHPLAN") if chance(0.7) else "n/a")
        if k.ssn and chance(0.6):
            d.ln("{L}: {S}", L={"US": "SSN", "CA": "SIN", "AU": "Centrelink CRN", "IE": "PPSN"}[c], S=(k.ssn if c != "AU" else k.ssn + pick("ABCDHJK"), "SSN"))
        d.ln("Address: {A}", A=k.addr())
        d.ln("Phone: {P}", P=(k.mobile, "PHONE"))
        d.ln()
        d.ln("PROVIDER / FACILITY")
        lab, val = Q.licence(c)
        d.ln("Treating physician: {X}   {L}: {V}", X=Q.dr(k.psych, c, "full"), L=lab, V=(val, "LICENSE"))
        d.ln("Facility: {H}, {A}", H=(k.hosp, "HOSPITAL"), A=k.site_addr())
        d.ln("Contact: {N}, {R}  {P}  Fax {F}", N=(k.nurse2.full(), "DOCTOR"), R=pick(["prior auth coordinator", "practice manager", "billing office"]),
             P=(k.hosp_phone, "PHONE"), F=(k.hosp_fax, "FAX"))
        d.ln()
        d.ln("SERVICE REQUESTED")
        start = wkday(add_days(when, rint(5, 20)))
        d.ln("Procedure: {T}   Code(s): {C}", T=treat, C=cpt if c == "US" else pick(["n/a", cpt]))
        d.ln("Diagnosis: {X}", X=B.diagnosis(k))
        d.ln("Units: {U}   Dates of service: {A} to {Z}   Setting: {S}", U=str(pick([6, 12, 36, 8, 24])), A=D(start, c, "num"), Z=D(add_days(start, pick([42, 60, 90])), c, "num"),
             S=pick(["inpatient", "outpatient hospital", "office", "day case"]))
        d.ln()
        d.ln("CLINICAL JUSTIFICATION")
        trials = R.sample(["sertraline 200 mg", "escitalopram 20 mg", "venlafaxine 225 mg", "bupropion 450 mg", "duloxetine 120 mg",
                           "mirtazapine 45 mg", "aripiprazole augmentation 10 mg", "lithium augmentation (level 0.7)", "nortriptyline 100 mg"], 4)
        d.ln("Failed adequate trials (dose x duration):")
        t0 = add_days(when, -rint(600, 1400))
        for tr in trials:
            t1 = add_days(t0, rint(56, 150))
            d.ln("  - {T}: {A} - {Z}, {O}", T=tr, A=D(t0, c, pick(["mon", "mm/yyyy", "month"])), Z=D(t1, c, pick(["mon", "mm/yyyy", "month"])),
                 O=pick(["no response", "partial response", "intolerable nausea", "hyponatraemia (Na 126)", "no response at 8 weeks"]))
            t0 = add_days(t1, rint(10, 60))
        d.ln("Current severity: {S}; psychotherapy: {P}", S=B.scales_line(k), P=pick(["CBT 16 sessions", "IPT completed", "ongoing weekly therapy with " + pick(["psychologist", "counsellor"])]))
        d.ln()
        d.ln("ATTESTATION: I certify the information above is accurate.")
        d.ln("Signature: {N}    Date: {D}", N=(k.psych.full(), "DOCTOR"), D=D(when, c, "num"))
    else:
        d.ln(pick(["ATTENDING PHYSICIAN STATEMENT - DISABILITY CLAIM", "Medical certificate / income protection claim - treating doctor's report",
                   "Short-term disability: attending physician statement"]))
        d.ln("Insurer: {I}   Claim no.: {C}   Policy no.: {P}", I=(k.insurer, "ORGANIZATION"), C=(Q.account(c), "ACCOUNT"), P=(Q.idnum(pick(["POL", "IP"])), "HEALTHPLAN"))
        d.ln()
        d.ln("PART A - CLAIMANT")
        d.ln("Name: {N}   DOB: {B}   Age: {A}", N=k.P(pick(["full", "lastfirst"])), B=k.dob_seg(), A=(str(k.age), "AGE"))
        if k.ssn:
            d.ln("{L}: {S}", L={"US": "SSN", "CA": "SIN", "AU": "Centrelink CRN", "IE": "PPSN"}[c], S=(k.ssn if c != "AU" else k.ssn + pick("ABCHJK"), "SSN"))
        d.ln("Address: {A}", A=k.addr(with_country=chance(0.3)))
        d.ln("Occupation: {O}   Employer: {E}", O=(k.prof, "PROFESSION"), E=(k.employer, "ORGANIZATION"))
        d.ln("Last day worked: {D}", D=D(add_days(when, -rint(30, 200)), c, "num"))
        d.ln("Email: {E}   Tel: {P}", E=(k.email, "EMAIL"), P=(k.mobile, "PHONE"))
        d.ln()
        d.ln("PART B - TREATING PHYSICIAN")
        d.ln("Diagnosis: {X}", X=B.diagnosis(k))
        d.ln("Date symptoms began: {D}   First seen for this condition: {F}", D=D(add_days(when, -rint(200, 500)), c, pick(["month", "num"])),
             F=D(add_days(when, -rint(100, 190)), c, "num"))
        d.ln("Treatment: {T} course {A} to {Z}; {N}", T=treat, A=D(add_days(when, -rint(40, 90)), c, "num"), Z=D(add_days(when, -rint(1, 30)), c, "num"),
             N=pick(["ongoing", "completed", "maintenance monthly"]))
        d.ln("Hospitalised: {H}", H=pick([["yes, ", (k.hosp, "HOSPITAL"), ", admitted ", D(add_days(when, -rint(60, 120)), c, "num")], "no"]))
        d.ln("Restrictions: {R}", R=pick(["no driving for 24 h after each treatment; no safety-critical work during course",
                                          "unable to sustain concentration > 20 min", "may attempt graded return of 4 h/day"]))
        d.ln("Expected return to work: {D}", D=D(add_days(when, rint(30, 120)), c, pick(["month", "num"])))
        d.ln()
        lab, val = Q.licence(c)
        d.ln("Physician: {X}, {R}   {L} {V}", X=Q.dr(k.psych, c, "full"), R=B.term(k, "cons"), L=lab, V=(val, "LICENSE"))
        d.ln("{H}, {A}", H=(k.hosp, "HOSPITAL"), A=k.site_addr())
        d.ln("Tel {P}   Fax {F}", P=(k.hosp_phone, "PHONE"), F=(k.hosp_fax, "FAX"))
        d.ln("Signed {D}", D=D(when, c, "num"))
    return d


def incident_report(k):
    d = Doc()
    c = k.c
    when = wkday(add_days(k.d0, rint(2, 40)))
    d.ln(pick(["CLINICAL INCIDENT REPORT", "Patient Safety Incident Report", "Incident / near-miss report form", "ADVERSE EVENT REPORT"]))
    d.ln("Ref: {R}   Status: {S}", R=(Q.idnum(pick(["INC", "IR", "PSI", "AE"])), "IDNUM"), S=pick(["submitted", "under review", "closed"]))
    d.ln()
    d.ln("Reported by: {N} ({R})   user: {U}", N=(k.nurse.full(), "DOCTOR"), R=pick(["ECT lead nurse", "staff nurse", "recovery nurse", "clinic manager"]),
         U=(Q.username(k.nurse.first, k.nurse.last), "USERNAME"))
    if chance(0.5):
        d.ln("Submitted from workstation {I} at {T}", I=(Q.ip(), "IPADDR"), T=hhmm(rint(9, 18), rint(0, 59)))
    d.ln("Date/time of incident: {D} {T}", D=D(when, c, pick(["num", "long", "wk"])), T=hhmm(rint(8, 12), rint(0, 59)))
    b0, bseg = B.building()
    kind, val = B.room(pick(["bay", "room", "bed"]))
    d.ln("Location: {H}, ECT suite, {B0}{B} - recovery {K} {V}", H=(k.hosp, "HOSPITAL"), B0=b0, B=bseg, K=kind, V=(val, "LOCATION_OTHER"))
    d.ln("Patient involved: {N}, {L} {M}, {A}", N=k.P(pick(["full", "lastfirst"])), L="MRN" if c != "UK" else "Hosp no.", M=(k.mrn, "MRN"),
         A=age_seg(k.age, pick(["yo", "yrs", "y/o"])))
    d.ln()
    cat = pick(["device", "id", "consent", "fall", "airway", "medication"])
    d.ln("Category: {X}", X={"device": "Medical device / equipment", "id": "Patient identification", "consent": "Consent / legal authority",
                             "fall": "Slip, trip or fall", "airway": "Anaesthesia / airway", "medication": "Medication"}[cat])
    d.ln()
    d.ln("DESCRIPTION")
    if cat == "device":
        dev = pick(B.ECT_DEVICES)
        d.ln("During treatment #{N} the {D} (serial {S}) showed a high static impedance warning ({O} ohms) and then failed to deliver the stimulus. "
             "Electrode sites re-prepared; second attempt delivered; seizure {E} s.", N=str(rint(1, 12)), D=dev, S=(Q.device_serial("ect"), "DEVICE"),
             O=str(rint(3000, 6000)), E=str(rint(18, 60)))
        d.ln("Device quarantined and labelled; biomedical engineering job {J}. Backup device (asset {A}) used for the remainder of the list.",
             J=(Q.idnum(pick(["BME", "EST", "WO"])), "IDNUM"), A=(Q.device_serial("other"), "DEVICE"))
    elif cat == "id":
        d.ln("Two patients with the surname {A} on the same list. Wristband check at the sign-in step identified that the other patient's consent form was in these notes before induction. No treatment given to the wrong patient.",
             A=(k.pt.last, "PATIENT"))
        d.ln("Near miss. Notes for both patients re-checked by {N}.", N=(k.odp.full(), "DOCTOR"))
    elif cat == "consent":
        d.ln("On checking before treatment #{N} it was noted the certificate ({F}) authorised {M} treatments and this would be #{X}. Treatment postponed; RC informed.",
             N=str(rint(9, 13)), F=pick(["Form T6", "T4", "tribunal ECT order", "s.59 approval", "SDM consent"]), M=str(rint(8, 12)), X=str(rint(9, 13)))
    elif cat == "fall":
        d.ln("Patient stood up unaided in recovery before reorientation and slid to the floor. No head strike. Obs stable; reviewed by {X}.",
             X=Q.dr(k.anaes, c))
        d.ln("{R} {N} was waiting in the car park (vehicle {V}) and was informed on arrival.", R=B.cap(k.nok.role), N=(k.nok.name("first"), "FAMILY"),
             V=(Q.plate(c), "VEHICLE"))
    elif cat == "airway":
        d.ln("Laryngospasm after stimulus; SpO2 to 82%; CPAP via face mask and propofol 20 mg; resolved within 90 s. Suxamethonium not required.")
    else:
        d.ln("Lorazepam 1 mg given on the ward at 22:00 the night before treatment despite the hold instruction; seizure threshold raised and seizure only {E} s. Flumazenil considered.",
             E=str(rint(8, 19)))
    d.ln()
    d.ln("People involved/witnesses: {X}", X=B.join_people([k.odp, k.anaes][:rint(1, 2)]))
    d.ln("Harm: {H}", H="no harm (near miss)" if cat in ("id", "consent") else pick(["no harm", "low harm", "no harm", "moderate harm - escalated"]))
    d.ln("Immediate actions: {A}", A=pick(["patient reassured and observed; plan documented", "equipment checked; list continued",
                                           "consultant informed; treatment rebooked", "senior review and incident huddle held"]))
    if chance(0.6):
        d.ln("Duty of candour: {N} and {R} {F} informed by {X} on {D}{P}.", N=k.T(), R=k.nok.role, F=(k.nok.name(pick(["first", "full"])), "FAMILY"),
             X=Q.dr(k.psych, c), D=D(when, c, pick(["num", "dmon", "weekday"])), P=[" (tel ", (k.nok.phone, "PHONE"), ")"] if chance(0.4) else "")
    d.ln()
    d.ln("Manager review: {N}, {R}, {D}", N=(k.nurse2.full(), "DOCTOR"), R=pick(["Ward Manager", "Service Manager", "Nurse Unit Manager", "Clinical Lead"]),
         D=D(wkday(add_days(when, rint(1, 7))), c, "num"))
    d.ln()
    d.ln("Contributing factors: {X}", X=pick(["list over-running; two new starters on shift", "handover verbal only", "equipment check sheet not completed that morning",
                                               "similar names; wristband printer fault on the ward", "none identified"]))
    d.ln("Actions:")
    owners = [k.nurse2, k.anaes, k.psych, k.odp]
    for j in range(rint(1, 3)):
        ow = owners[j]
        d.ln("  {J}. {A} - owner {N} - due {D}", J=str(j + 1), A=pick(["update ECT checklist", "teaching session at team meeting", "audit next 20 lists",
                                                                  "liaise with biomedical engineering", "review fasting instructions leaflet"]),
             N=(ow.full() if chance(0.6) else ow.init_last(), "DOCTOR"), D=D(add_days(when, rint(14, 60)), c, pick(["num", "dmon", "med"])))
    if chance(0.5):
        d.ln("Notified: {E}; {X}", E=(Q.generic_email(pick(["patient.safety", "risk.team", "governance.mh"])), "EMAIL"),
             X=pick(["ECT accreditation lead", "Director of Nursing", "clinical director"]))
    d.ln("Learning: {L}", L=pick(["add impedance check to WHO-style ECT sign-in", "highlight similar names on the list board", "pharmacy to flag ECT days on the chart",
                                  "patients to remain on trolley with rails up until TRO documented"]))
    if chance(0.4):
        d.ln("Reported externally: {X}", X=pick(["MHRA Yellow Card" if c == "UK" else "TGA" if c == "AU" else "FDA MedWatch" if c == "US" else "Health Canada" if c == "CA" else "HPRA",
                                                  "not required"]))
    return d

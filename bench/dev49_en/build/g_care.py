"""Genre 6: death certification / mortuary / coroner; Genre 7: patient transport;
Genre 8: interpreter, social work and discharge-planning referrals."""
from common import P, fdate, num_word, lj
import pools as PL


def death(c):
    r = c.r
    dod = c.event; cert = c.staff(); me = c.staff(); tech = c.staff(); off = c.staff()
    cause, interval, under = r.choice(PL.CAUSES)
    spouse = c.person("M" if c.pt.sex == "F" else "F"); father = c.person("M"); mother = c.person("F")
    inf, inf_rel = c.relp(["daughter", "son", "spouse", "sister", "nephew", "friend"])
    funeral = f"{r.choice(PL.SURNAMES)} {r.choice(['& Sons Funeral Directors', 'Funeral Home', 'Family Funerals', 'Memorial Chapel', 'Funeral Services'])}"
    birth_place = (c.town(), c.state()) if r.random() < 0.45 else (None, r.choice(PL.COUNTRIES))
    lay = r.choice(["us_cert", "uk_mccd", "me_report", "mortuary"])
    if lay == "us_cert" and c.loc == "GB":
        lay = "uk_mccd"
    if lay == "uk_mccd" and c.loc == "US":
        lay = "us_cert"
    out = []
    occ = c.prof
    pod_bed = str(r.randint(1, 30))
    if lay == "us_cert":
        W = 34
        bp = (f"{P('CITY', birth_place[0])}, {P('STATE', birth_place[1][0])}" if birth_place[0] and birth_place[1] else
              (P('CITY', birth_place[0]) if birth_place[0] else P('COUNTRY', birth_place[1])))
        rows = [
            ("1. Decedent's legal name", c.N(style=r.choice(["fmid", "full", "LF"]))),
            ("2. Sex", c.sexw.capitalize()),
            ("3. " + c.idlabel_nat(), P("SSN", c.natid())),
            ("4a. Age (years)", c.A("plain")),
            ("5. Date of birth", c.D(c.dob, "us0" if c.loc == "US" else c.ds)),
            ("6. Birthplace", bp),
            ("7a-e. Residence", c.addr_line(country=r.random() < 0.3)),
            ("7b. County", P("CITY", c.county()) if c.loc == "US" else "n/a"),
            ("10. Marital status", r.choice(["Married", "Widowed", "Divorced", "Never married"])),
            ("11. Surviving spouse", c.N(spouse, "FAMILY", "fmid")),
            ("12. Father's name", c.N(father, "FAMILY", "fmid")),
            ("13. Mother's name prior to first marriage", c.N(mother, "FAMILY", "full")),
            ("14. Informant / relationship", f"{c.N(inf, 'FAMILY', 'full')} / {inf_rel}"),
            ("    Informant mailing address", c.addr_line(c.address())),
            ("15. Place of death", f"Hospital inpatient - {c.H()}"),
            ("18. Date of death", c.D(dod, "mdy")),
            ("    Time pronounced", c.time()),
            ("21. Method of disposition", r.choice(["Burial", "Cremation", "Donation", "Entombment"])),
            ("23. Funeral facility", f"{P('ORGANIZATION', funeral)}, {c.addr_line(c.address())}"),
            ("    Funeral facility licence #", P("LICENSE", c.letters(2) + c.digits(5))),
            ("26. Usual occupation", f"{r.choice(['', 'Retired '])}{P('PROFESSION', occ)}"),
            ("27. Kind of business/industry", r.choice(["Construction", "Education", "Transport", "Health care", "Manufacturing", "Retail"])),
        ]
        out.append(f"CERTIFICATE OF DEATH - WORKSHEET\nState file number: {P('LICENSE', str(dod.year) + '-' + c.digits(6))}   Local registrar #: {P('IDNUM', c.digits(5))}")
        out.append("\n".join(f"{k:<{W}} {v}" for k, v in rows))
        out.append(f"PART I  Cause of death                              Interval\n"
                   f"  a. {cause:<48}{interval}\n  b. {(under or ''):<48}{'years' if under else ''}\n  c.\n"
                   f"PART II  Other significant conditions: {r.choice(['T2DM, CKD stage 3', 'COPD', 'atrial fibrillation', 'none'])}\n"
                   f"Autopsy: {r.choice(['No', 'Yes'])}   Referred to ME/coroner: {r.choice(['No', 'Yes - accepted', 'Yes - declined'])}   Manner: {r.choice(['Natural', 'Natural', 'Accident', 'Pending investigation'])}")
        out.append(f"Certifier: {c.N(cert, 'DOCTOR', 'fml')}, {r.choice(['MD', 'DO', 'NP'])}   License # {P('LICENSE', c.prof_licence(c.st))}   NPI {P('LICENSE', c.npi())}\n"
                   f"Certifier address: {c.addr_line(c.haddr)}   Date certified: {c.D(c.plus(dod, 0, 3))}")
    elif lay == "uk_mccd":
        out.append(f"{c.H()} - Bereavement Services / Medical Examiner Office\nMCCD SCRUTINY AND REGISTRATION RECORD")
        out.append(f"Deceased: {c.N(style='LF')}\nDate of birth: {c.D(c.dob)}   Age: {c.A('plain')}\n{'NHS No' if c.loc=='GB' else c.healthid()[0]}: {P('MRN', c.nhs()) if c.loc=='GB' else c.healthid()[1]}   {c.mrn_label()}: {P('MRN', c.mrn_v)}\n"
                   f"Usual address: {c.addr_line()}\nOccupation: {r.choice(['retired ', ''])}{P('PROFESSION', occ)}\nDate of death: {c.D(dod)}   Time: {c.time(style='24')}\n"
                   f"Place of death: {P('HOSPITAL', c.ward())}, {c.H()}, bed {P('LOCATION_OTHER', pod_bed)}")
        out.append(f"Proposed cause of death (qualified attending practitioner {c.DR(cert, 'full')}, GMC {P('LICENSE', c.prof_licence())}):\n"
                   f"1(a) {cause}\n1(b) {under or ''}\n2   {r.choice(['Ischaemic heart disease', 'Chronic kidney disease', 'Dementia', 'Type 2 diabetes mellitus', ''])}")
        out.append(f"Medical examiner review: {c.DR(me, 'full')} on {c.D(c.plus(dod, 1, 3))}. Notes reviewed; no concerns about care." if r.random() < 0.6 else
                   f"Medical examiner review: {c.DR(me, 'full')} on {c.D(c.plus(dod, 1, 3))}. Referred to HM Coroner for {P('CITY', c.county())} (ref {P('IDNUM', c.ref('COR'))}) because of {r.choice(['a recent fall with fracture', 'possible industrial disease', 'death within 24 h of admission without clear cause'])}.")
        out.append("Summary of final admission: " + c.clin_block("para"))
        out.append(f"Discussion with next of kin: {c.his} {inf_rel} {c.N(inf, 'FAMILY', 'full')} by telephone {c.ph()} on {c.D(c.plus(dod, 1, 3))} {c.time(style='24')}. "
                   f"{c.N(inf, 'FAMILY', 'first')} asked whether {c.PT()}'s {r.choice(['antibiotics', 'fall', 'transfer from ' + c.hospital()]) if False else r.choice(['antibiotics', 'fall on the ward', 'transfer'])} contributed; explained. No further concerns.")
        pm = r.random() < 0.5
        out.append(f"Cremation: Form Cremation 4 by {c.DR(cert, 'last')}. Implant check: " +
                   (f"pacemaker present, removed by {c.N(tech, 'DOCTOR', 'full')} (APT) {c.D(c.plus(dod, 1, 4))}, serial {P('DEVICE', c.serial())}, returned to cardiac physiology." if pm else "no implants found on examination."))
        out.append(f"Registration: appointment booked {c.D(c.plus(dod, 2, 6), 'wk_uk')} at {P('CITY', c.town())} Register Office. Funeral director: {P('ORGANIZATION', funeral)}, tel {c.ph()}.\n"
                   f"Entry made by {c.N(off, 'DOCTOR', 'full')}, Bereavement Officer ({P('USERNAME', c.nm(off, 'user'))})")
    elif lay == "me_report":
        case = c.ref(r.choice(["ME", "C", "OCME-", ""]), dod.year)
        mvc = "collision" in (under or "")
        out.append(f"OFFICE OF THE {'MEDICAL EXAMINER' if c.loc=='US' else 'CORONER'} - {P('CITY', c.county() if c.loc=='US' else c.town())}\nREPORT OF INVESTIGATION\nCase No.: {P('IDNUM', case)}")
        out.append(f"Decedent: {c.N(style='LF')}   Race/Sex: {r.choice(['W', 'B', 'A', 'H', 'O'])}/{c.sexl}   Age: {c.A('plain')}   DOB: {c.D(c.dob)}\n"
                   f"Residence: {c.addr_line()}\nOccupation: {P('PROFESSION', occ)}, {P('ORGANIZATION', c.employer())}\n"
                   f"Identified by: {r.choice(['visual ID by', 'photograph shown to'])} {inf_rel} {c.N(inf, 'FAMILY', 'full')}; " +
                   (f"fingerprint comparison {P('BIOID', 'FP-' + c.digits(6))}" if r.random() < 0.6 else f"dental comparison, odontology ref {P('BIOID', 'DX' + c.digits(5))}"))
        scene = c.address()
        out.append(f"Date/time of death: {c.D(dod)} {c.time()} (pronounced by {r.choice(['paramedic', 'ED physician', 'investigator'])} {P('DOCTOR', c.nm(c.staff(), r.choice(['full', 'i_last'])))})\n"
                   f"Place of injury/death: {'roadway at ' if mvc else ''}{c.addr_line(scene)}")
        nar = (f"Investigator {c.N(off, 'DOCTOR', 'full')} attended the scene at {c.time()}. " +
               (f"The decedent was the driver of a {r.choice(['silver', 'blue', 'white', 'black'])} sedan, plate {P('VEHICLE', c.plate())}, VIN {P('VEHICLE', c.vin())}, "
                f"which left the roadway and struck a utility pole. Police report {P('IDNUM', c.ref('PR'))}." if mvc else
                f"The decedent was found by {c.his} {inf_rel} {c.N(inf, 'FAMILY', 'first')} at the residence; last known alive {c.D(c.plus(dod, -2, -1))} when {c.he} spoke to {c.his} neighbour {c.N(c.person(), 'FAMILY', 'full')}. "
                f"Medications at scene: {', '.join(r.sample(PL.MEDS, 3))}. No signs of forced entry.") +
               f" Medical history per {c.DR(c.staff(), 'full')} of {P('HOSPITAL', c.practice())}: {r.choice(['hypertension, depression', 'COPD, alcohol use disorder', 'CAD with stents', 'chronic pain on opioids'])}.")
        out.append("NARRATIVE\n" + nar)
        out.append("MEDICAL HISTORY (from records)\n" + c.clin_block(r.choice(["list", "table"])))
        out.append(f"Examination: {r.choice(['full autopsy', 'external examination only', 'CT-assisted external examination'])} {c.D(c.plus(dod, 1, 3))} by {c.DR(me, 'full')}. "
                   f"Toxicology lab accession {P('IDNUM', c.letters(1) + c.digits(2) + '-' + c.digits(5))}; specimen {P('IDNUM', c.digits(8))}.")
        out.append(f"Cause of death: {cause}{(' due to ' + under) if under else ''}\nManner: {r.choice(['Accident', 'Natural', 'Suicide', 'Undetermined', 'Pending'])}\n"
                   f"Released to {P('ORGANIZATION', funeral)} on {c.D(c.plus(dod, 2, 6))}; body tag {P('IDNUM', c.digits(6))}.\n"
                   f"Contact: {c.ph()}  fax {c.ph('FAX')}  {P('EMAIL', c.email(off, c.domain('medicalexaminer')))}")
    else:  # mortuary register / release log
        out.append(f"{c.H()} Mortuary\nBODY STORE REGISTER - ADMISSION AND RELEASE\nPrinted {c.D(c.plus(dod, 2, 9), 'iso')} by {P('USERNAME', c.nm(tech, 'user'))}")
        out.append(f"Mortuary no.: {P('IDNUM', c.ref('M', dod.year))}\nName: {c.N(style='LF')}   DOB: {c.D(c.dob)}   Age: {c.A('plain')}\n{c.mrn_label()}: {P('MRN', c.mrn_v)}\n"
                   f"Date of death: {c.D(dod)}   Ward/area: {P('HOSPITAL', c.ward())}\nAdmitted to mortuary: {c.D(dod)} {c.time(style='24')} by porter {c.N(c.staff(), 'DOCTOR', 'full')}\n"
                   f"Fridge/space: {P('LOCATION_OTHER', c.letters(1) + str(r.randint(1, 36)))}   Wristband x2 checked, ankle tag {P('IDNUM', c.digits(6))}\n"
                   f"Infection risk: {r.choice(['none known', 'C. diff', 'MRSA', 'TB (suspected) - high risk bag'])}   Implants: " +
                   (f"ICD S/N {P('DEVICE', c.serial())} - deactivated {c.D(c.plus(dod, 0, 2))}" if r.random() < 0.4 else "none"))
        out.append("| Date | Time | Action | By | Witness |\n|---|---|---|---|---|\n" + "\n".join([
            f"| {c.D(dod, c.ds2)} | {c.time(style='24')} | Admission, property logged (ring, watch) | {c.N(tech, 'DOCTOR', 'i_last')} | {c.N(c.staff(), 'DOCTOR', 'i_last')} |",
            f"| {c.D(c.plus(dod, 1, 2), c.ds2)} | {c.time(style='24')} | Viewing - {inf_rel} {c.N(inf, 'FAMILY', 'full')} | {c.N(tech, 'DOCTOR', 'i_last')} | - |",
            f"| {c.D(c.plus(dod, 2, 4), c.ds2)} | {c.time(style='24')} | {r.choice(['Coroner release received', 'MCCD issued', 'Cremation papers complete'])} | {c.N(off, 'DOCTOR', 'i_last')} | - |",
            f"| {c.D(c.plus(dod, 4, 8), c.ds2)} | {c.time(style='24')} | Released to {P('ORGANIZATION', funeral)}, vehicle {P('VEHICLE', c.plate())} | {c.N(tech, 'DOCTOR', 'i_last')} | {c.N(c.staff(), 'DOCTOR', 'i_last')} |",
        ]))
        out.append(f"Collected by: {P('FAMILY', c.nm(c.person(), 'full'))} ({P('ORGANIZATION', funeral)}), ID checked. Property (watch, wedding ring) handed to {c.N(inf, 'FAMILY', 'full')}, {c.addr_line(c.address())}, tel {c.ph()}.")
    return "\n\n".join(out)


def transport(c):
    r = c.r
    mob = r.choice(PL.TRANSPORT_MOB); why = r.choice(PL.TRANSPORT_REASONS)
    booker = c.staff(); crew1 = c.staff(); crew2 = c.staff(); ctrl = c.staff()
    dest = c.hospital() if r.random() < 0.7 else c.hosp
    org = f"{c.town()} {r.choice(['Patient Transport Service', 'Non-Emergency Transport', 'Medical Transport Ltd', 'Ambulance Services', 'Ambulette Co'])}"
    bk = c.ref(r.choice(["PTS", "BK", "J", "NEPT", ""]))
    appt = c.event; t_appt = c.time(8, 16, "24")
    esc, esc_rel = c.relp(["wife", "husband", "daughter", "son", "carer", "mother", "partner"])
    veh = c.plate(); fleet = str(r.randint(100, 9999))
    hid_l, hid = c.healthid()
    lay = r.choice(["booking", "dispatch", "terse", "eligibility"])
    out = []
    if lay == "booking":
        out.append(f"{P('ORGANIZATION', org.upper() if r.random()<0.4 else org)}\nPATIENT TRANSPORT BOOKING CONFIRMATION\nBooking ref: {P('IDNUM', bk)}   Created: {c.D(c.plus(appt, -14, -1))} {c.time()} by {P('USERNAME', c.nm(ctrl, 'user'))}")
        rows = [("Patient", c.N(style=r.choice(["LF", "full", "LFs"]))), ("DOB / Age", f"{c.D(c.dob)} / {c.A('plain')}"),
                (hid_l, hid), (c.mrn_label(), P("MRN", c.mrn_v)), ("Pick-up", c.addr_line()),
                ("Access notes", r.choice([f"ground floor flat, ring {P('PHONE', c.phone(c.st))} on arrival", "3rd floor, lift often broken - stair chair", "dog at property, please knock loudly", f"key safe - code held by {esc_rel}"])),
                ("Contact", f"{c.ph()} (home)  {c.ph()} (mob)"),
                ("Destination", f"{P('HOSPITAL', dest)}, {why}"),
                ("Dest. address", c.addr_line(c.address())),
                ("Appointment", f"{c.D(appt, r.choice(['wk_uk', 'wk_us', c.ds]))} {t_appt}"),
                ("Pick-up window", f"{c.time(6, 9, '24')} - {c.time(9, 11, '24')}"),
                ("Return", r.choice(["Yes - ready call", "Yes - booked " + c.time(13, 17, '24'), "No"])),
                ("Mobility", mob),
                *([("Equipment", r.choice(["own wheelchair", "O2 concentrator", "portable suction", "bariatric chair", "CPAP machine"]) + " S/N " + P("DEVICE", c.serial()))] if r.random() < 0.5 else []),
                *([(c.idlabel_nat(), P("SSN", c.natid()))] if c.loc == "US" and r.random() < 0.4 else []),
                ("Escort", f"{c.N(esc, 'FAMILY', 'full')} ({esc_rel})" if r.random() < 0.6 else "none"),
                ("Clinical", f"{r.choice(['O2 2 L', 'DNACPR in place - form travels with pt', 'MRSA +ve', 'dementia - may be disorientated', 'weight ' + str(r.randint(120, 210)) + ' kg'])}"),
                ("Booked by", f"{c.N(booker, 'DOCTOR', 'full')}, {r.choice(['ward clerk', 'dialysis unit', 'discharge lounge', 'GP surgery', 'care home'])}  {c.ph(ext=True)}"),
                ("Funding", f"{r.choice(['NHS', 'Medicaid', 'DVA', 'Private - self pay', 'Insurer'])}" + (f" - auth {P('IDNUM', c.ref('TA'))}" if r.random() < 0.5 else ""))]
        W = max(len(k) for k, _ in rows) + 2
        out.append("\n".join(f"{k + ':':<{W}}{v}" for k, v in rows))
        out.append(f"Allocated: vehicle {P('VEHICLE', fleet)} ({P('VEHICLE', veh)}) crew {c.N(crew1, 'DOCTOR', 'full')} / {c.N(crew2, 'DOCTOR', 'full')}\n"
                   f"Patient/escort notified by SMS to {c.ph()} on {c.D(c.plus(appt, -2, -1))}.")
    elif lay == "dispatch":
        out.append(f"{P('ORGANIZATION', org)} - CONTROL LOG   {c.D(appt, 'iso')}   controller {c.N(ctrl, 'DOCTOR', 'full')}")
        out.append(f"Job {P('IDNUM', bk)}  pt {c.N(style='LFs')}  {c.A('sex')}  {hid_l} {hid}\nfrom {c.addr_line()}\nto {P('HOSPITAL', dest)} ({why})  appt {t_appt}  mob: {mob}")
        lines = ["TIME   UNIT   PLATE       EVENT"]
        tt = sorted(f"{r.randint(6, 17):02d}:{r.randint(0, 59):02d}" for _ in range(7))
        v2 = str(r.randint(100, 9999)); p2 = c.plate()
        ev = [(fleet, veh, f"allocated, crew {P('DOCTOR', c.nm(crew1, 'i_last'))}/{P('DOCTOR', c.nm(crew2, 'i_last'))}"),
              (fleet, veh, "mobile to pick-up"), (fleet, veh, f"on scene - pt not ready, {esc_rel} {P('FAMILY', c.nm(esc, 'first'))} helping"),
              (fleet, veh, "pt on board, mobile to dest"), (fleet, veh, f"at dest, handover to {P('DOCTOR', c.nm(c.staff(), 'full'))} RN"),
              (v2, p2, "return leg allocated (ready call rcvd from unit " + c.ph() + ")"), (v2, p2, "pt home, cleared")]
        for (u, p, e), tm in zip(ev, tt):
            lines.append(f"{tm:<6} {lj(P('VEHICLE', u), 6)} {lj(P('VEHICLE', p), 11)} {e}")
        out.append("\n".join(lines))
        out.append(f"Remarks: {r.choice(['aborted journey x1 previous week', 'ensure bariatric chair', 'regular dialysis Mon/Wed/Fri', 'repeat booking until further notice'])}. Next booking {c.D(c.plus(appt, 2, 7))}.")
    elif lay == "terse":
        out.append(f"transport booking - call notes ({P('ORGANIZATION', org.lower())})")
        out.append("\n".join([
            f"{c.Ds(c.plus(appt, -3, -1))} {c.time()} caller {P('DOCTOR', c.nm(booker, 'first').lower())} from {P('HOSPITAL', c.ward().lower())} @ {P('HOSPITAL', c.hosp.lower() if r.random()<0.5 else c.hosp)} ph {c.ph(ext=True)}",
            f"pt {P('PATIENT', c.nm(c.pt, 'full').lower())} {c.A(r.choice(['yo', 'y', 'sex']))} dob {c.D(c.dob)} {c.mrn_label().lower()} {P('MRN', c.mrn_v)}",
            f"d/c home to {P('STREET', c.addr['street'].lower())}, {P('CITY', c.addr['city'].lower())} {P('ZIP', c.addr['zip'].lower())}",
            f"mob: {mob}. o2: {r.choice(['nil', '2l nc', '4l']).lower()}. weight {r.randint(45, 180)}kg. lives w {esc_rel} {P('FAMILY', c.nm(esc, 'first').lower())} ({c.ph()})",
            f"booked for {c.Ds(appt)} am, ref {P('IDNUM', bk.lower())}. told caller no guarantee of time.",
            f"{c.Ds(appt)} {c.time()} crew {P('DOCTOR', c.nm(crew1, 'first').lower())} rang - no answer at door. called pt mob {c.ph()}. {esc_rel} answered, pt still on ward. job aborted, rebooked {c.Ds(c.plus(appt, 0, 1))}.",
            f"{c.Ds(c.plus(appt, 0, 1))} {c.time()} completed. veh {P('VEHICLE', veh.lower())}. -{P('DOCTOR', c.nm(ctrl, 'lower_inits'))}",
        ]))
    else:
        out.append(f"{r.choice(['NON-EMERGENCY PATIENT TRANSPORT - ELIGIBILITY ASSESSMENT', 'Medical Necessity Certification - Non-Emergency Ambulance', 'PTS ELIGIBILITY CHECK'])}\n{P('ORGANIZATION', org)}  Tel {c.ph()}  Fax {c.ph('FAX')}")
        out.append(f"Patient: {c.N(style='full')}   Date of birth: {c.D(c.dob)} ({c.A('y')})\nAddress: {c.addr_line()}   Phone: {c.ph()}\n{hid_l}: {hid}\n"
                   f"Registered with: {P('HOSPITAL', c.practice())}, {c.DR(c.staff(), 'full')}")
        out.append(f"Journey: {c.D(appt)}  to {P('HOSPITAL', dest)}  for {why}\nMedical condition affecting mobility: {r.choice(['severe COPD, SpO2 drops to 84% on exertion', 'bilateral BKA, not independently transferring', 'post-op THR day 3, non-weight-bearing', 'advanced dementia, requires supervision'])}")
        out.append(c.clin_block(r.choice(["para", "list"])))
        out.append("Criteria (tick):\n" + "\n".join([
            f"[{r.choice(['x', ' '])}] requires skills of trained ambulance staff",
            f"[{r.choice(['x', ' '])}] condition would be detrimental if travelling by other means",
            f"[{r.choice(['x', ' '])}] mobility limited to the extent unable to use public/own transport",
            f"[{r.choice(['x', ' '])}] recognised medical need for escort ({c.N(esc, 'FAMILY', 'full')}, {esc_rel})",
        ]))
        out.append(f"Outcome: {r.choice(['ELIGIBLE', 'ELIGIBLE - stretcher', 'NOT ELIGIBLE - signposted to community transport', 'ELIGIBLE for escort'])}\n"
                   f"Assessed by {c.N(booker, 'DOCTOR', 'full')}, {r.choice(['PTS call handler', 'Transport coordinator', 'RN'])}, {c.D(c.plus(appt, -7, -1))} {c.time()}\n"
                   f"Certifying clinician: {c.DR(c.staff(), 'full')}  {('NPI ' + P('LICENSE', c.npi())) if c.loc=='US' else ('Reg ' + P('LICENSE', c.prof_licence(c.st)))}")
    return "\n\n".join(out)


def social(c):
    r = c.r
    sw = c.staff(); ref_by = c.staff(); interp = c.staff(); dp = c.staff()
    lang, dial = r.choice(PL.LANGUAGES)
    origin = r.choice(PL.COUNTRIES)
    nok, nok_rel = c.relp(["husband", "wife", "daughter", "son", "partner", "brother", "granddaughter"])
    ward = c.ward(); adm = c.plus(c.event, -20, -2); edd = c.plus(c.event, 2, 14)
    hid_l, hid = c.healthid()
    lay = r.choice(["interp", "sw", "dischg", "mdt"])
    out = []
    if lay == "interp":
        agency = f"{r.choice(PL.ORG_WORDS)} {r.choice(['Language Services', 'Interpreting', 'Translations Ltd', 'Language Line Partners'])}"
        job = c.ref(r.choice(["INT", "J", "LS"]))
        out.append(f"INTERPRETER BOOKING REQUEST\nTo: {P('ORGANIZATION', agency)}  bookings {P('EMAIL', c.email(generic='bookings', dom=c.domain(agency)))}  tel {c.ph()}\nJob no: {P('IDNUM', job)}")
        out.append(f"Language: {lang}{(' (' + dial + ')') if dial else ''}\nCountry of origin: {P('COUNTRY', origin)}\nGender preference: {r.choice(['female', 'male', 'none'])}\nMode: {r.choice(['face to face', 'video', 'telephone'])}")
        out.append(f"Patient: {c.N(style='full')}   DOB {c.D(c.dob)} ({c.A('y')})   {c.mrn_label()} {P('MRN', c.mrn_v)}\nOccupation: {r.choice(PL.RETIRED_PREFIX)}{P('PROFESSION', c.prof)}\nAddress: {c.addr_line()}\nPhone: {c.ph()} (via {nok_rel} {c.N(nok, 'FAMILY', 'first')})")
        appt = c.plus(c.event, 3, 20)
        out.append(f"Appointment: {c.D(appt, r.choice(['wk_uk', 'wk_us', c.ds]))} {c.time(8, 16)} - {r.choice(['2', '1.5', '1'])} h\nLocation: {c.H()}, {P('HOSPITAL', c.ward())}, room {P('LOCATION_OTHER', str(r.randint(1, 30)))}\n"
                   f"Purpose: {r.choice(['consent for surgery', 'family meeting re prognosis', 'discharge planning', 'capacity assessment', 'antenatal booking'])}")
        out.append(f"Requested by: {c.N(ref_by, 'DOCTOR', 'full')} ({r.choice(['Social Worker', 'Staff Nurse', 'Registrar', 'Discharge Coordinator'])}) {c.ph(ext=True)}  {P('EMAIL', c.email(ref_by, c.domain(c.hosp)))}\n"
                   f"Cost centre: {P('ACCOUNT', c.digits(6))}")
        out.append(f"Notes: {c.ptitle} {c.N(style='last')} {r.choice(['does not want family to interpret', 'previously used interpreter ' + c.nm(interp, 'full') + ' and would prefer them again', 'is hard of hearing - please speak clearly', 'has limited literacy in ' + lang]).replace(c.nm(interp, 'full'), P('DOCTOR', c.nm(interp, 'full')))}. "
                   f"{c.his.capitalize()} {nok_rel} {c.N(nok, 'FAMILY', 'full')} will attend.")
        out.append(f"CONFIRMED {c.D(c.plus(c.event, 0, 2))}: interpreter {c.N(interp, 'DOCTOR', 'full')} (NAATI/NRPSI {P('LICENSE', c.digits(5))}) mob {c.ph()}.")
    elif lay == "sw":
        emp = c.employer()
        nat = (f"\n{c.idlabel_nat()}: {P('SSN', c.natid())}" if c.loc in ("US", "GB", "CA") and r.random() < 0.6 else "")
        out.append(f"{c.banner()}\n{r.choice(['SOCIAL WORK REFERRAL', 'Referral to Hospital Social Work', 'ADULT SOCIAL CARE - HOSPITAL TEAM REFERRAL'])}")
        out.append(f"Date of referral: {c.D(c.event)}\nPatient: {c.N(style='LF')} ({c.A(r.choice(['sex', 'y']))})  DOB {c.D(c.dob)}\n{c.mrn_label()}: {P('MRN', c.mrn_v)}   {hid_l}: {hid}"
                   + nat +
                   f"\nWard: {P('HOSPITAL', ward)}  bed {P('LOCATION_OTHER', str(r.randint(1, 30)))}   Admitted {c.D(adm)}\nConsultant: {c.DR(c.staff(), 'full')}")
        reason = r.choice(PL.SW_REASONS)
        kid, kidrel = c.relp(['son', 'daughter'])
        out.append(f"Reason for referral: {reason}")
        out.append("Social history:\n" + " ".join([
            f"Lives at {c.addr_line()} with {c.his} {nok_rel} {c.N(nok, 'FAMILY', 'full')} ({c.A('plain', age=max(18, c.age + r.randint(-9, 9)) if nok_rel in ('husband', 'wife', 'partner', 'brother') else max(18, c.age - r.randint(20, 35)) if nok_rel in ('daughter', 'son') else r.randint(18, 30))}).",
            f"Works as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', emp)}" + (f"; {c.his} {nok_rel} is a {P('PROFESSION', c.profession())}." if r.random() < 0.6 else "."),
            f"Born in {P('COUNTRY', origin)}, arrived {c.D(c.plus(c.event, -5000, -400), 'y')}; first language {lang}." if r.random() < 0.6 else "",
            f"Has a {c.A('plain', age=r.randint(3, 16))}-year-old {kidrel}, {c.N(kid, 'FAMILY', 'first')}, at {P('ORGANIZATION', c.town() + ' ' + r.choice(['Primary School', 'Elementary', 'Public School', 'Academy']))}." if r.random() < 0.5 else "",
            f"Neighbour {c.N(c.person(), 'FAMILY', 'full')} ({c.ph()}) checks in daily.",
        ]).strip())
        out.append("Medical background:\n" + c.clin_block(r.choice(["list", "para"])))
        out.append(f"Details: {r.choice(['pt disclosed', 'ward staff concerned that', 'family report that'])} {r.choice(['bank cards held by a lodger', 'partner has been controlling and aggressive', 'house is cluttered with no working heating', 'carer unable to continue'])}. "
                   f"GP is {c.DR(c.staff(), 'full')} at {P('HOSPITAL', c.practice())} (tel {c.ph()}). Previous referral to community team {c.D(c.plus(c.event, -900, -100), 'my')}, case {P('IDNUM', c.ref('ASC'))}.")
        out.append(f"Consent: {r.choice(['pt consents to referral', 'pt lacks capacity for this decision - best interests', 'pt declines but safeguarding threshold met'])}.\n"
                   f"Referrer: {c.N(ref_by, 'DOCTOR', 'full')}, {r.choice(['RN', 'OT', 'physio', 'FY2'])}, bleep {P('PHONE', str(r.randint(1000, 9999)))}\n"
                   f"Allocated to: {c.N(sw, 'DOCTOR', 'full')}, Social Worker, {c.D(c.plus(c.event, 0, 2))}  {P('EMAIL', c.email(sw, c.domain(c.hosp)))}")
    elif lay == "dischg":
        home = c.care_home() if r.random() < 0.6 else None
        ins = c.insurer()
        out.append(f"{r.choice(['DISCHARGE PLANNING REFERRAL', 'Complex Discharge Referral', 'Post-Acute Placement Referral'])}\nFrom: {c.H()} - {P('HOSPITAL', ward)}\nDate: {c.D(c.event)}")
        out.append(f"Name: {c.N(style=r.choice(['full', 'LF']))}   Preferred name: {P('PATIENT', c.pt.first)}\nDOB: {c.D(c.dob)}   Age: {c.A('plain')}\n{c.mrn_label()}: {P('MRN', c.mrn_v)}   Visit/Acct: {P('ACCOUNT', c.acct())}\n"
                   f"Primary insurance: {P('ORGANIZATION', ins)} ID {P('HEALTHPLAN', c.healthcard())}" if c.loc == "US" else
                   f"Name: {c.N(style=r.choice(['full', 'LF']))}   Known as: {P('PATIENT', c.pt.first)}\nDOB: {c.D(c.dob)} ({c.A('y')})\n{hid_l}: {hid}   {c.mrn_label()}: {P('MRN', c.mrn_v)}")
        out.append(f"Admission: {c.D(adm)} with {r.choice(['fractured NOF, DHS done', 'sepsis secondary to UTI', 'stroke - L MCA, dense R hemiparesis', 'decompensated heart failure', 'fall with rhabdomyolysis'])}\n"
                   f"Medically optimised: {c.D(c.plus(c.event, -2, 0))}   EDD: {c.D(edd)}")
        out.append(c.clin_block())
        out.append(f"Function: transfers with {r.choice(['1', '2'])} + {r.choice(['frame', 'stand aid', 'hoist'])}; {r.choice(['continent', 'incontinent of urine', 'catheterised'])}; Barthel {r.randint(15, 90)}/100; MMSE {r.randint(12, 29)}/30\n"
                   f"Meds: {'; '.join(r.sample(PL.MEDS, 4))}")
        out.append(f"Home: {c.addr_line()} - {r.choice(['two-storey house, bed and bathroom upstairs', 'bungalow, level access', 'first-floor flat, no lift', 'rural property, 20 min to nearest town'])}.\n"
                   f"NOK: {c.N(nok, 'FAMILY', r.choice(['full', 'LF']))} ({nok_rel}) {c.ph()} / {P('EMAIL', c.email(nok))}" + (f"; lives in {P('CITY', c.town())}" if r.random() < 0.5 else ""))
        if home:
            out.append(f"Equipment on loan: {r.choice(['pressure-relieving mattress', 'ceiling hoist', 'profiling bed', 'powered wheelchair'])} asset {P('DEVICE', c.serial())}.")
            out.append(f"Destination: {P('HOSPITAL', home)}, {c.addr_line(c.address())}. Bed offered {c.D(c.plus(c.event, 1, 5))} by manager {c.N(c.staff(), 'DOCTOR', 'full')} ({c.ph()}). "
                       f"Pre-admission assessment by {c.N(c.staff(), 'DOCTOR', 'full')} completed {c.D(c.plus(c.event, 0, 3))}.")
        else:
            out.append(f"Plan: home with package of care {r.choice(['QDS x2 carers', 'BD x1', 'TDS x1 + night sitting'])} via {P('ORGANIZATION', r.choice(PL.ORG_WORDS) + ' Home Care')}; "
                       f"start {c.D(c.plus(c.event, 1, 6))}. Equipment: {r.choice(['hospital bed and pressure mattress', 'commode, perching stool', 'rotunda and raised toilet seat'])} ordered ref {P('IDNUM', c.ref('EQ'))}.")
        out.append(f"Coordinator: {c.N(dp, 'DOCTOR', 'full')}, {r.choice(['Discharge Coordinator', 'Case Manager, RN', 'Transfer of Care Hub', 'Patient Flow Nurse'])}  {c.ph(ext=True)}  fax {c.ph('FAX')}")
    else:
        out.append(f"{r.choice(['MDT DISCHARGE PLANNING MEETING', 'Board round / family meeting notes', 'Multidisciplinary Team Meeting - Discharge'])}\n{c.H()} - {P('HOSPITAL', ward)} - {c.D(c.event, r.choice(['wk_uk', 'wk_us', c.ds]))} {c.time()}")
        out.append(f"Patient: {c.N(style='full')} ({c.A(r.choice(['y', 'sex', 'plain']))})  {c.mrn_label()} {P('MRN', c.mrn_v)}  bed {P('LOCATION_OTHER', str(r.randint(1, 30)))}")
        out.append(f"Present: {c.DR(c.staff(), 'full')} (Consultant), {c.N(sw, 'DOCTOR', 'full')} (SW), {c.N(dp, 'DOCTOR', 'full')} (OT), {c.N(c.staff(), 'DOCTOR', 'full')} (Physio), "
                   f"{c.N(interp, 'DOCTOR', 'full')} ({lang} interpreter), {nok_rel} {c.N(nok, 'FAMILY', 'full')}" + (f", {P('FAMILY', c.nm(c.person(), 'full'))} (friend)" if r.random() < 0.5 else ""))
        out.append("Medical update: " + c.clin_block("para"))
        out.append("Discussion:\n" + "\n".join([
            f"- {c.PT()} medically fit since {c.D(c.plus(c.event, -6, -1))}; {r.choice(['mobilising 10 m with frame', 'needs hoist', 'independent with stick'])}.",
            f"- {nok_rel} {c.N(nok, 'FAMILY', 'first')} works as a {P('PROFESSION', c.profession())} on shifts and cannot provide daytime care.",
            f"- {c.PT()} was previously a {P('PROFESSION', c.prof)} and lived alone at {c.addr_line()}.",
            f"- {c.he} wishes to return home; capacity assessed by {c.DR(c.staff(), 'last')} on {c.D(c.plus(c.event, -3, -1))}.",
            f"- option of interim bed at {P('HOSPITAL', c.care_home())} discussed.",
        ]))
        out.append(f"Actions:\n1. {P('DOCTOR', c.nm(sw, 'inits').replace('.', ''))} to complete care needs assessment by {c.D(c.plus(c.event, 2, 6))}\n"
                   f"2. {P('DOCTOR', c.nm(dp, 'inits').replace('.', ''))} home visit {c.D(c.plus(c.event, 1, 5), r.choice(['wk_short_uk', 'wk_short_us', c.ds]))} with {nok_rel}\n"
                   f"3. Next meeting {c.D(c.plus(c.event, 7, 10))}; {nok_rel} contact {c.ph()}")
        out.append(f"Minutes: {c.N(c.staff(), 'DOCTOR', 'full')}")
    return "\n\n".join(out)

"""Genres 1-6 for dev256_en. Each function writes one note into builder b from context C."""


def o(b, C, r, *alts):
    b.f(r.choice(alts), C)


def opt(b, C, r, p, *alts):
    if r.random() < p:
        b.f(r.choice(alts), C)


def chaplaincy(b, C, r):
    o(b, C, r, "SPIRITUAL CARE / CHAPLAINCY VISIT RECORD\n", "Chaplaincy Contact Note\n", "CHAPLAINCY - PASTORAL VISIT\n",
      "Spiritual & Pastoral Care Record - {hosp}\n")
    o(b, C, r, "Patient: {pt_lf}   MRN: {mrn}   DOB: {dob_n}\n", "Name: {pt_full} ({age}{sx})  Hosp no. {mrn}\n",
      "Pt: {pt_lf} | {natlbl}: {nat} | Ward: {ward} Bed {bed}\n", "{pt_full}, {age_n}y, {ward}, bed {bed}. MRN {mrn}\n")
    o(b, C, r, "Date of visit: {adm} {tod}\n", "Visit {adm} @ {tod}\n", "Seen: {d0}, {tod2}\n")
    o(b, C, r, "Referral: ward nurse {rn} (bleep {bleep}) - pt actively dying, family requesting prayers.\n",
      "Referred by {rn_gi}, RN via switchboard. Request: sacrament of the sick.\n",
      "Self-referral by {nok_rel} {nok} who phoned chaplaincy office on {ph}.\n",
      "Ref from palliative care CNS {sn}; RASS -3, on syringe driver ({med}).\n")
    o(b, C, r, "Faith/belief: {rel}. ", "Religion on PAS: {rel}. ", "Declared faith: {rel} (not practising). ")
    o(b, C, r, "Usual faith community: {church}, contact {cl_t} {cl} {ph2}.\n",
      "Belongs to {church}; their minister {cl_t} {cl_s} already aware.\n", "No local faith community.\n")
    o(b, C, r,
      "Visited {pt_t} {pt_last} in side room {room} with {nok_rel} {nok} and {fam2_rel} {fam2_g}. {pt_first} unresponsive, breathing irregular (Cheyne-Stokes). "
      "Family tearful; {nok_g} spoke about {his} life as a {prof} at {emp} and the move from {country} in {yr}. ",
      "Sat with {pt_ini} and {nok_rel} ({nok}). {nok_g} shared that {pt_first} had worked {n} decades as a {prof}. "
      "Pt settled, GCS 3/15, mouth care given by HCA. ",
      "{pt_first} awake and lucid this am, NEWS2 4. Talked about fear of dying, wish to be buried at {cem} beside late {fam3_rel} {fam3}. "
      "Retired {prof}; proud of grandchildren. ")
    o(b, C, r, "Offered prayer; family accepted. Psalm 23 read, blessing given. ",
      "Anointing administered by {cl_t} {cl_s} (visiting). ", "Quiet presence; no ritual requested. ",
      "Prayers in Te Reo offered, karakia led by {nok_g}. ", "Recited Ya-Sin with {nok_rel}; requested Muslim burial within 24h. ")
    o(b, C, r, "Family asked about chapel access overnight - directed to multi-faith room (level 2).\n",
      "Discussed practicalities re: bereavement office hours (Mon-Fri 09:00-16:00).\n", "\n")
    opt(b, C, r, 0.5, "Update {d0} {tod}: {pt_t} {pt_last} died peacefully at {tod2}; family present. Verified by {dr_t} {dr_s}.\n",
        "Follow-up {d1}: called {nok_g} on {ph}; funeral planned {wd} at {church}.\n")
    o(b, C, r, "Plan: revisit within 24h; handover to on-call chaplain.\n", "Plan: PRN. Bereavement leaflet given.\n",
      "Plan: chaplain on call aware, bleep {bleep}.\n")
    o(b, C, r, "{ch_t} {ch}, Chaplain  ext {bleep}\n", "Signed: {ch} (Chaplaincy Team) {dod}\n",
      "-- {ch_gi}, Spiritual Care Coordinator. Entered by {ch_u}\n", "{ch_t} {ch_s} / {ch_ini}\n")


def bereavement_log(b, C, r):
    o(b, C, r, "BEREAVEMENT OFFICE LOG\n", "Bereavement Services - Case Log\n", "Bereavement Office daily log entry\n")
    o(b, C, r, "Case ref: {mreg}\n", "Log no. {mreg} | Encounter {acct}\n", "Ref {mreg}\n")
    o(b, C, r, "Deceased: {pt_lf}  DOB {dob_n}  DOD {dod}  Age {age_n}\n",
      "Deceased {pt_full} ({age}), died {dod} on {ward}, {hosp}\n",
      "Name of deceased - {pt_lf}; date of death {dod_l}; hosp no {mrn}\n")
    o(b, C, r, "Address: ", "Last address: ", "Usual residence: ")
    b.f("{addr}\n", C)
    o(b, C, r, "Informant/NOK: {nok} ({nok_rel}) tel {ph}\n", "NOK: {nok_t} {nok}, {nok_rel}, mob {ph}, email {nok_em}\n",
      "Next of kin {nok_rel} - {nok}; alt contact {fam2} {ph2}\n")
    lines = [
        "{d1} {tod} - NOK phoned, explained MCCD process, likely ready in 2-3 working days. ({bo_ini})\n",
        "{d1} {tod} - Notes requested from {ward}. Awaiting {dr_t} {dr_s} to complete MCCD. -{bo_g}\n",
        "{d1} - Medical examiner {me_t} {me} reviewed notes; no coroner referral needed. ({bo_ini})\n",
        "{d2} {tod2} - MCCD scanned to registrar; NOK to book registration in {city}. -{bo_u}\n",
        "{d2} - Property released to {nok} (1 x wedding ring, yellow metal; 1 x mobile phone). Signed for.\n",
        "{d2} - Booked online by {fam2} via portal (IP {ip}); confirmation sent to {nok_em}.\n",
        "{d3} - Funeral director {fd_org} collected paperwork, contact {fdp} {ph_fd}.\n",
        "{d2} {tod} - Voicemail left on {ph2} for {nok_g}. Will retry pm.\n",
        "{d1} - Online notice lodged at {url} by family.\n",
        "{d2} - NOK holds funeral plan, policy no. {hp}; copy of MCCD requested by insurer.\n",
        "{d3} - Bereavement follow-up survey posted to {addr_first}.\n",
    ]
    C["addr_first"] = C["addr"][0]
    for ln in sorted(r.sample(range(len(lines)), r.randrange(4, 8))):
        b.f(lines[ln], C)
    o(b, C, r, "Status: CLOSED\n", "Status: open - awaiting cremation forms 4 & 5\n", "Status: pending ME scrutiny\n",
      "Outstanding: cremation form 4 (Dr {dr_s}), form 5 (Dr {me_s}).\n")
    o(b, C, r, "Updated by {bo} {d2}\n", "User: {bo_u}   Workstation {ip}\n", "Entered: {bo_u} on {d2}\n")


def mccd(b, C, r):
    o(b, C, r, "MCCD WORKFLOW NOTE\n", "Medical Certificate of Cause of Death - workflow\n",
      "Death certification / Medical Examiner scrutiny\n", "DEATH CERTIFICATE WORKSHEET\n")
    o(b, C, r, "Deceased: {pt_lf} | MRN {mrn} | {natlbl} {nat}\n", "Decedent: {pt_lf}   MRN: {mrn}   {natlbl}: {nat}\n",
      "Pt {pt_full}, {age_n} yrs, {sx}. {natlbl} {nat}\n")
    o(b, C, r, "DOB: {dob}   DOD: {dod}  Time: {tod}\n", "Born {dob_n}; died {dod_l} at {tod2}\n",
      "D.O.B {dob} / D.O.D {dod}\n")
    o(b, C, r, "Place of death: {hosp}, {ward}\n", "Place of death - {ward}, {hosp}, {city}\n",
      "Died at home: {addr}\n")
    o(b, C, r, "Occupation: {prof}\n", "Usual occupation: {prof} (retired)\n", "Occupation (deceased): {prof}; spouse: {prof2}\n")
    o(b, C, r, "Certifying doctor: {dr_t} {dr} (reg no {lic})  bleep {bleep}\n",
      "Attending physician: {dr}, MD  License # {lic}  NPI {cert}\n",
      "Doctor completing: {dr_t} {dr_s}, GMC {lic}\n", "Completing RMO: {dr}, MCNZ {lic}\n")
    o(b, C, r, "Proposed cause:\n  {c1a}\n  {c1b}\n  II  Type 2 diabetes mellitus, CKD stage 4 (eGFR 18)\n",
      "COD:\n{c1a}\n{c1b}\nPart 2: AF on apixaban 5 mg BD\n", "Proposed COD {c1a}; {c1b}. Pt 2 nil.\n")
    o(b, C, r, "ME review: {me_t} {me} on {d1}; discussed with {nok_rel} {nok} by phone ({ph}) - no concerns raised re care.\n",
      "ME scrutiny {d1} by {me_t} {me_s}. Family ({nok}, {nok_rel}) agree with COD. No referral to coroner.\n",
      "Medical examiner officer {bo} spoke to {nok_g} {d1}; {nok_g} asked why CK and troponin were checked - explained.\n")
    o(b, C, r, "Cremation: form 4 completed; implant check - pacemaker present (Medtronic Azure, serial {dev}), removal requested.\n",
      "Burial. Cremation forms N/A.\n", "Cremation; no implants (CXR {adm} nil device). \n",
      "Cremation. ICD deactivated {d0}; device SN {dev} - mortuary to explant.\n")
    o(b, C, r, "MCCD serial no. {cert} issued {d2}. Sent to register office {city2} by email {org_em}.\n",
      "Certificate no. {cert}; e-filed {d2} via EDRS (user {dr_u}).\n", "MCCD No {cert} handed to {nok} {d2}.\n")
    opt(b, C, r, 0.4, "Note: HIV neg, Hep B/C neg. Infection risk category 1. No CJD risk.\n",
        "Note: Alcohol unit intake documented as 40/wk; no injury, no fall in last 28 days.\n")
    o(b, C, r, "{me_ini}/{bo_ini}  {d2}\n", "Entered by {bo_u}\n", "-- {bo}, Bereavement & ME Office, ext {bleep}\n")


def mortuary_release(b, C, r):
    o(b, C, r, "MORTUARY RELEASE RECORD\n", "Mortuary - Release of Deceased\n", "RELEASE OF BODY FORM (Mortuary)\n")
    o(b, C, r, "Register no: {mreg}   Fridge: {fridge}\n", "Mortuary reg {mreg} | Tray {fridge}\n",
      "Body no. {mreg}; location {fridge}\n")
    o(b, C, r, "Name: {pt_lf}\nDOB: {dob_n}   Age: {age_n}   Sex: {sx}\nHosp no: {mrn}\n",
      "Deceased {pt_lf} / {mrn} / {dob_n}\n", "Name {pt_lf} ({age}y)  MRN {mrn}  {natlbl} {nat}\n")
    o(b, C, r, "Date of death: {dod}  Admitted to mortuary: {dod2} {tod}\n", "DOD {dod}. Received {dod2} from {ward}.\n")
    o(b, C, r, "ID bands x2 checked (wrist, ankle) against notification of death - match.\n",
      "ID confirmed: 3-point check (name, DOB, hosp no). Wristband L + R.\n")
    o(b, C, r, "Infection risk: none known. ", "Infection risk: HIGH - TB (open). Bagged. ", "Danger of infection: Hep C. ")
    o(b, C, r, "Implants: {impl}\n", "Radioactive implants: none. Pacemaker: {impl}\n")
    o(b, C, r, "Post-mortem ID: fingerprint set {bio} retained.\n", "Biometric ref {bio} (police request).\n",
      "Fingerprint record {bio} on file.\n", "\n")
    o(b, C, r, "Released to: {fd_org}\nFD licence no: {fdlic}\nCollected by {fdp} and colleague; vehicle reg {veh}\n",
      "Released {d2} {tod2} to {fdp} of {fd_org} (vehicle {veh})\n",
      "Collected by FD: {fd_org}, driver {fdp_g}; hearse plate {veh}; FD tel {ph_fd}\n")
    o(b, C, r, "Paperwork: Green form/Registrar cert seen (ref {cert}). Cremation forms complete.\n",
      "Coroner's release authority {cor} faxed from {fax}.\n", "Release authorised by ME office; Form 6 {cert}.\n")
    o(b, C, r, "Property: 1 x ring (remains on body as per family), dentures in situ.\n", "Property: nil.\n",
      "Property bag {don} released with body.\n")
    o(b, C, r, "Released by: {mt} (APT)  {d2} {tod}\n", "Staff: {mt_ini} / witness {sn_ini}\n",
      "Mortuary technician {mt}, {d2}; system user {mt_u}\n")


def viewing(b, C, r):
    o(b, C, r, "VIEWING APPOINTMENT RECORD\n", "Viewing / Chapel of Rest booking\n", "Viewing request - mortuary\n")
    o(b, C, r, "Deceased: {pt_full}  Hosp no {mrn}  Reg {mreg}\n", "For: {pt_lf} ({age_n}) - {mrn}\n",
      "Deceased {pt_t} {pt_last}, {pt_first}; DOD {dod}\n")
    o(b, C, r, "Requested by: {nok} ({nok_rel})  Tel {ph}\n", "Booked by {nok_rel} {nok_t} {nok_s}, mob {ph}\n",
      "Requester {nok}, {nok_rel}; email {nok_em}\n")
    o(b, C, r, "Appointment: {wd} {d2} at {tod2}, Viewing Room {vroom}\n", "Date {d2} time {tod}; room {vroom}\n",
      "Slot {d2} {tod2} (45 min)\n")
    o(b, C, r, "Attending: {nok}, {fam2} ({fam2_rel}, age {fam2_age}), {fam3_g}.\n",
      "Expected {n} adults + {fam2_g} (child, {fam2_age}).\n", "Attending: {nok_g} and {fam2_g}.\n")
    o(b, C, r, "Special requests: {rel}; family wish to wash the body (tahara) - ref to {church}.\n",
      "Special requests: wish to place photos & rosary. Chaplain {ch_t} {ch_s} to attend.\n",
      "Special requests: none. Note PM completed - head wrapped, advise family.\n",
      "Requests: karakia before viewing, kaumatua {kau} attending.\n")
    o(b, C, r, "Prep: body presented {d2} {tod}; face viewable; rigor resolved; mild livor.\n",
      "Prep by {mt_g}: hair brushed, hands placed. Lighting dimmed.\n")
    opt(b, C, r, 0.7, "Outcome: viewing went ahead; family spent ~40 min. {nok_g} asked about lock of hair - provided.\n",
        "Outcome: DNA - family phoned from {city} to rebook for {wd}.\n",
        "Outcome: completed. {fam2_g} distressed; chaplain support given. Follow-up call {d3}.\n")
    o(b, C, r, "Staff: {mt} / {bo}\n", "Booked by {bo_u}\n", "APT {mt_gi}\n")


def donation(b, C, r):
    o(b, C, r, "ORGAN & TISSUE DONATION - FAMILY APPROACH\n", "SN-OD FAMILY APPROACH NOTE\n",
      "Tissue donation - telephone/family approach record\n")
    o(b, C, r, "Potential donor: {pt_lf}  {age}{sx}  MRN {mrn}\n", "Pt: {pt_full}, DOB {dob_n}, {ward} bed {bed}\n",
      "Donor ref {don} | {pt_lf} | hosp no {mrn}\n")
    o(b, C, r, "Unit: {ward}, {hosp}\n", "Referring unit: ICU, {hosp}. Consultant {dr_t} {dr}\n")
    o(b, C, r, "Hx: {age_n}yo admitted {adm} OOHCA, down time ~25 min, HIE. BSDT x2 completed {d0} ({tod}, {tod2}).\n",
      "Hx: ICH, GCS 3, pupils fixed and dilated, DCD pathway. Withdrawal planned {dod}.\n",
      "Hx: died {dod} {tod} on ward; tissue-only referral within 24h window. Corneas/heart valves considered.\n")
    o(b, C, r, "ODR checked {d0}: registered - opt in (all organs) ID {don}.\n",
      "Organ Donor Register: no record. Faith: {rel}.\n", "Donor register: opt-out recorded ({don}).\n")
    o(b, C, r,
      "Approach with {nok_rel} {nok} and {fam2_rel} {fam2} in relatives' room, {dr_t} {dr_s} present. "
      "Family stated {pt_first} 'always carried a card'. {nok_g} ({prof2}) asked about timing of funeral at {church}.\n",
      "Family ({nok}, {nok_rel}; {fam2}, {fam2_rel}) approached by SNOD {sn}. They declined heart valves but consented to corneas and skin. "
      "{fam2_g} flying in from {country2} {d1}.\n",
      "{nok} ({nok_rel}) spoken to by phone {ph} as NOK lives in {city}. Consent discussion recorded (41 min).\n")
    o(b, C, r, "Coroner: discussed with coroner's officer {co} ({cor}) - no objection.\n",
      "Coroner: not required.\n", "Coroner's office informed (case {cor}); consent pending.\n")
    o(b, C, r, "Bloods: HIV/HBV/HCV/HTLV/syphilis sent. Samples {don}.\n", "Virology to NHSBT Tissue Services. Hb 92, plt 140, CRP 66.\n",
      "Samples labelled, lab order {don}.\n")
    o(b, C, r, "Outcome: consent for {outcome}. Retrieval {d1}.\n", "Outcome: declined. Family thanked. Bereavement pack given.\n")
    o(b, C, r, "{sn} SN-OD  {sn_em}  {ph_ext}\n", "Specialist Nurse {sn_gi}, {d0}\n", "SNOD {sn_s} / user {sn_u}\n")

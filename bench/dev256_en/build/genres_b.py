"""Genres 7-12 for dev256_en."""
from genres_a import o, opt


def coroner(b, C, r):
    o(b, C, r, "REFERRAL TO CORONER\n", "Coroner Referral Form (electronic)\n", "REPORT OF DEATH TO THE CORONER / MEDICAL EXAMINER\n")
    o(b, C, r, "Coroner's ref: {cor}   Hospital ref: {mreg}\n", "Case no. {cor}\n", "Referral ID {cor} (submitted via portal {url})\n")
    o(b, C, r, "Deceased: {pt_lf}\nDOB: {dob}   Age: {age_n}   Sex: {sx}\n{natlbl}: {nat}   MRN: {mrn}\n",
      "Name of deceased: {pt_full} ({age})\nDate of birth: {dob_n}; {natlbl} {nat}\n")
    o(b, C, r, "Home address: ", "Address: ")
    b.f("{addr}\n", C)
    o(b, C, r, "Occupation: {prof}\n", "Occupation: {prof}, employed by {emp}\n", "Occ: {prof}\n")
    o(b, C, r, "Date/time of death: {dod} {tod}\nPlace: {ward}, {hosp}\n", "Died {dod_l} at {tod2}, {hosp} ED resus bay {bed}\n",
      "Found deceased at home {dod}; pronounced by paramedics {tod}.\n")
    o(b, C, r, "Reason for referral: death within 24h of admission following fall at home ({adm}); NOF #, CT head: SDH.\n",
      "Reason: possible industrial disease (mesothelioma) - worked as {prof} at {emp} from {yr}.\n",
      "Reason: unexpected death, age {age_n}; no doctor attended in last 28 days. Police informed (PC {pol_s}, collar {don}).\n",
      "Reason: death following procedure (TAVI {adm}); complication - tamponade.\n",
      "Reason: self-harm suspected; paracetamol level 210 mg/L on arrival, INR 4.6.\n")
    o(b, C, r, "Relevant PMH: IHD, AF (CHA2DS2-VASc 5), COPD (FEV1 0.9 L), T2DM HbA1c 71 mmol/mol.\n",
      "PMH: dementia (MMSE 14/30), Parkinson's disease, recurrent falls. Meds: {med}, {med2}.\n",
      "PMH: nil significant. Meds: nil regular.\n")
    o(b, C, r, "NOK: {nok} ({nok_rel}), {ph}. NOK aware of referral: Y\n",
      "Next of kin: {nok_t} {nok_s} ({nok_rel}) - tel {ph}; secondary {fam2} {ph2}\n")
    o(b, C, r, "Referring doctor: {dr_t} {dr}, reg {lic}, bleep {bleep}\n", "Referrer: {dr}, FY2 (GMC {lic}) ext {ph_ext}\n",
      "Reporting physician: {dr}, DO, lic {lic}\n")
    o(b, C, r, "Discussed with coroner's officer {co} on {d1} at {tod2}: {outc}\n",
      "Coroner's officer {co_t} {co_s} ({co_em}) - {outc}\n")
    o(b, C, r, "Fax to coroner's office {fax} sent {d1}.\n", "Emailed to {org_em}.\n", "Uploaded {d1} from workstation {ip}.\n")
    o(b, C, r, "Form completed by {dr_ini}, {d1}\n", "User: {dr_u}\n", "{dr_t} {dr_s}\n")


def tangihanga(b, C, r):
    C["country"] = (r.choice(["Samoa", "Tonga", "Niue", "Fiji", "Tokelau"]), "COUNTRY")
    C["church"] = (r.choice(["Ratana Church Kaimanawa", "Tongan Methodist Church Ohinetahi", "Our Lady Star of the Sea",
                             "Ringatu Haahi Ruakiwi", "Samoan Assembly of God Ngaroto", "Hahi Mihinare Waipapa"]), "ORGANIZATION")
    o(b, C, r, "CULTURAL LIAISON NOTE - TANGIHANGA\n", "Māori Health / Kaitiaki note\n", "Cultural liaison - whānau support after death\n",
      "Pacific & Māori liaison - bereavement\n")
    o(b, C, r, "Tūroro: {pt_full}  NHI {nat}  DOD {dod}\n", "Patient {pt_lf} / {mrn}; died {dod} {tod}\n",
      "Deceased {pt_full}, {age_n}, {ward}\n")
    o(b, C, r, "Iwi/affiliation recorded on PMS; marae: {marae}.\n", "Home marae: {marae}, near {city}.\n",
      "Whānau are from {country}; church {church}.\n")
    o(b, C, r,
      "Met with whānau in whānau room: {nok} ({nok_rel}) spokesperson; {fam2} ({fam2_rel}); kaumātua {kau} led karakia. "
      "Whānau request that tūpāpaku not be left alone - {fam3_g} to stay with {pt_first} overnight.\n",
      "Spoke to {nok_rel} {nok} by phone {ph}. Whānau travelling from {city2}. Request: tūpāpaku to go directly to {marae} without embalming if possible.\n",
      "Family ({nok}, {nok_rel}) requested traditional washing and fine mats; {cl_t} {cl} from {church} attending. Service {wd}.\n")
    o(b, C, r, "Coroner: not involved.\n", "Coroner involved (ref {cor}). Explained post-mortem may be required; whānau strongly object - "
      "escalated to coroner's officer {co} for discussion re: non-invasive CT.\n", "Coroner: jurisdiction accepted, PM waived {d1}.\n")
    o(b, C, r, "Liaised with mortuary ({mt_g}) - release planned {d1} {tod2} to {fd_org}.\n",
      "Arranged release via {fd_org}, {fdp} ({ph_fd}). Taonga (pounamu) to remain with body.\n",
      "Wai (water) left at door for whānau leaving room. Food not to be taken into room.\n")
    o(b, C, r, "Tangihanga at {marae} from {d1}; nehu {d3} at {cem}.\n", "Funeral {d2} at {church}; burial {cem}.\n",
      "Whānau thanked staff of {ward}.\n")
    o(b, C, r, "{ch} - Kaitiaki Māori, ph {ph_ext}\n", "Liaison: {ch_gi} {d1}\n", "Pou Manaaki {ch_s} / {ch_u}\n")


def funeral_letter(b, C, r):
    o(b, C, r, "{fd_org}\n{addr}\nTel {ph_fd}   Fax {fax}\n{url}\n\n", "From: {fdp_em}\nTo: {org_em}\nSubject: Collection - {pt_last}\n\n",
      "{fd_org} | ph {ph_fd} | {fdp_em}\n\n")
    o(b, C, r, "{d1}\n\n", "Sent: {d1} {tod}\n\n", "Date: {d1_n}\n\n")
    o(b, C, r, "Dear Bereavement Office,\n\n", "Dear {bo_g},\n\n", "To the Mortuary Manager, {hosp}\n\n", "Hi team,\n\n")
    o(b, C, r, "Re: the late {pt_t} {pt_full} (DOB {dob_n}), died {dod} at {hosp}.\n\n",
      "Re: {pt_lf}, your ref {mreg}, DOD {dod}\n\n", "RE: {pt_full}  - hosp no {mrn}\n\n")
    o(b, C, r,
      "We have been instructed by the family ({nok_rel} {nok}, {addr_first}) to arrange a cremation at {cem} on {d3}. "
      "We would be grateful if forms Cremation 4 and 5 could be completed and the medical referee at {cem} notified.\n\n",
      "We act for the family of {pt_first} and intend to collect on {wd} {d2} at approx {tod2}. Our vehicle reg will be {veh}. "
      "Please confirm the pacemaker (serial {dev}) has been removed.\n\n",
      "The family have a pre-paid funeral plan (policy {hp}) and ask that the body be released to us as soon as the MCCD is issued. "
      "{nok_g} ({nok_rel}) may be contacted on {ph}.\n\n",
      "Following our call with {bo} this morning, we confirm that the burial at {cem} is set for {d3}. "
      "The family would appreciate if the ring and rosary remain with {pt_first}.\n\n")
    opt(b, C, r, 0.6, "The deceased was a {prof} and a long-standing member of {church}; {cl_t} {cl_s} will officiate.\n\n",
        "Repatriation to {country} is also being explored; please hold the death certificate copy for the consulate.\n\n",
        "Please note our licence no. {fdlic} for your records.\n\n",
        "Online tribute page: {url}\n\n")
    o(b, C, r, "Kind regards,\n\n{fdp}\nFuneral Director\n{fd_org}\n", "Regards\n{fdp_g}\n{ph_fd} / {fdp_em}\n",
      "Yours sincerely,\n{fdp_t} {fdp}\nFuneral Arranger, {fd_org}\n")
    opt(b, C, r, 0.5, "\n---\nReply {d1} {tod}: Thanks, forms with Dr {dr_s}; will ring when ready. {bo_g}, Bereavement ({ph_ext})\n",
        "\n[Filed to mortuary record {mreg} by {bo_u}]\n")


def telephone(b, C, r):
    o(b, C, r, "TELEPHONE ENCOUNTER\n", "Phone call - bereavement services\n", "Tel enc.\n", "TELEPHONE CONTACT NOTE\n")
    o(b, C, r, "Date: {d1}  Time: {tod}\n", "{d1} {tod2}\n", "Call rec'd {d1_n} @ {tod}\n")
    o(b, C, r, "Caller: {nok} ({nok_rel} of deceased)  ph {ph}\n", "Incoming from {nok_t} {nok_s} - {ph}\n",
      "Outgoing to {nok_rel} {nok_g} on {ph}\n", "Caller: {fdp} from {fd_org} ({ph_fd})\n")
    o(b, C, r, "Re: {pt_lf}  MRN {mrn}  Acct {acct}\n", "Regarding: {pt_full}, DOD {dod}, {natlbl} {nat}\n",
      "Pt: {pt_lf} ({age_n}{sx})\n")
    o(b, C, r,
      "Caller asking about autopsy bill - insurance member ID {hp}, group no. on file. Advised hospital PM is not billed; "
      "private autopsy quote via pathology. Will send info to {nok_em}.\n",
      "Caller upset that {pt_first} was moved to mortuary before {fam2_g} ({fam2_rel}) arrived from {city}. Listened, apologised; offered viewing {wd}.\n",
      "Asking when MCCD ready. Explained awaiting {dr_t} {dr_s}; ME call expected {d2}. Caller works as a {prof2} and can only take calls after 5pm.\n",
      "FD confirming collection {d2} {tod2}, vehicle {veh}. Cremation forms pending.\n",
      "Family requesting chaplain for prayers before release. Paged {ch_t} {ch_s} (bleep {bleep}).\n",
      "Caller reports {pt_first}'s {fam3_rel} {fam3} ({fam3_age}) struggling; signposted to bereavement counselling and {url}.\n")
    opt(b, C, r, 0.5, "Caller verified with DOB {dob_n} and first line of address {addr_first}.\n",
        "SSN given for insurance form: {ssn}; form faxed to {fax}.\n", "Emailed portal link; login created user {nok_u}.\n")
    o(b, C, r, "Call duration 12 min. No further action.\n", "Action: callback within 24h.\n", "Action: task to {bo_u}.\n")
    o(b, C, r, "{bo}\n", "-- {bo_gi}\n", "{bo_ini} ({bo_u})\n")


def cremation(b, C, r):  # own genre: cremation paperwork & implant check
    o(b, C, r, "CREMATION PAPERWORK & IMPLANT CHECK\n", "Cremation form 4/5 checklist\n", "Pre-cremation device check - mortuary\n")
    o(b, C, r, "Deceased: {pt_lf}   Reg {mreg}   {natlbl} {nat}\n", "Name {pt_full}; age {age}; hosp no {mrn}\n")
    o(b, C, r, "Date of death {dod}. Applicant: {nok} ({nok_rel}), {addr_first}, {addr_city}.\n",
      "DOD {dod}; applicant {nok_t} {nok_s}, tel {ph}\n")
    o(b, C, r, "Form 4 doctor: {dr_t} {dr} (GMC {lic}) - saw pt alive {d0}, after death {dod2}.\n",
      "Form 4: {dr}, reg {lic}. Form 5: {me_t} {me}, reg {cert}.\n", "Attending practitioner: {dr_t} {dr_s}; confirmatory: {me_t} {me_s}\n")
    o(b, C, r, "Implants: permanent pacemaker (Boston Scientific Accolade) SN {dev} - REMOVED by {mt_g} {d1} {tod}; returned to cardiac physiology.\n",
      "Implants: ICD (St Jude) serial {dev}, deactivated pre-death; explant {d1}.\n",
      "Implants: none on CXR/exam. Hip prosthesis L (not hazardous). Fixed dentures.\n",
      "Implants: spinal cord stimulator SN {dev}; removed. Brachytherapy seeds: none (I-125 >3 y ago).\n")
    o(b, C, r, "Radioactive: nil. Infection: nil. Last contact with GP {hosp2}: {my}.\n",
      "Hazards: nil. Patient on {med}.\n")
    o(b, C, r, "Crematorium: {cem}; date {d3}.\n", "Medical referee at {cem} contacted {d2} via {org_em}.\n")
    o(b, C, r, "Checked by {mt} APT, {d1}\n", "{mt_ini}/{me_ini}\n", "Signed {mt_gi}; system {mt_u}\n")


def verification(b, C, r):  # own genre: verification of expected death
    o(b, C, r, "VERIFICATION OF EXPECTED DEATH\n", "Nurse verification of death\n", "Confirmation of death - medical note\n")
    o(b, C, r, "{pt_lf}  {age_n}{sx}  MRN {mrn}  {ward} Bed {bed}\n", "Pt: {pt_full} DOB {dob_n} ({ward}, bay {room})\n",
      "Patient {pt_t} {pt_last}; {hosp}\n")
    o(b, C, r, "Called by {rn_gi} at {tod}. ", "Asked to verify at {tod2} by ward staff. ")
    o(b, C, r, "DNACPR in place (dated {adm}). ReSPECT form seen. Palliative, on EOL care plan; syringe driver {med}.\n",
      "Expected death, DNAR documented {adm}. ")
    o(b, C, r, "No response to verbal or painful stimuli. Pupils fixed, dilated, unreactive. No central pulse x1 min. "
      "No heart sounds x1 min, no breath sounds x1 min. No resp effort x3 min.\n",
      "Examined: no carotid pulse, no HS/BS over 5 min, pupils 6 mm fixed, no corneal reflex. \n")
    o(b, C, r, "Death verified {dod} at {tod}.\n", "Time of death verified: {tod2} on {dod}.\n", "Verified {dod_n} {tod}.\n")
    o(b, C, r, "Family: {nok} ({nok_rel}) present; informed. {fam2} ({fam2_rel}) phoned on {ph}.\n",
      "NOK {nok_rel} {nok} not present - informed by phone {ph}; will come in {d1}.\n",
      "Family present ({nok_g}, {fam2_g}). Chaplain {ch_t} {ch_s} called.\n")
    o(b, C, r, "Implantable device: pacemaker in situ, noted for mortuary (SN {dev} per cardiology letter).\n",
      "No implantable devices. ", "ICD deactivated {d0} by physiologist.\n")
    o(b, C, r, "Coroner referral not required. GP ({hosp2}) to be informed.\n", "For ME review. Consider coroner: fall 10 days ago.\n")
    o(b, C, r, "{rn}, RN  bleep {bleep}\n", "{dr_t} {dr}, FY1 (reg {lic})\n", "Signed {sn_gi} Charge Nurse / {sn_u}\n")


def followup(b, C, r):  # own genre: bereavement follow-up letter / call summary
    o(b, C, r, "{hosp}\nBereavement Support Service\nTel {ph_ext}  Email {org_em}\n\n", "BEREAVEMENT FOLLOW-UP\n")
    o(b, C, r, "{d3}\n\n", "Date: {d3}\n")
    o(b, C, r, "{nok_t} {nok}\n{addr_nl}\n\n", "To: {nok} ({nok_rel})\n")
    o(b, C, r, "Dear {nok_t} {nok_s},\n\n", "Dear {nok_g},\n\n")
    o(b, C, r, "We are writing following the death of {pt_first} on {dod} at {ward}. ",
      "Please accept our condolences on the death of {pt_full}, who died on {dod_l}. ")
    o(b, C, r, "You are welcome to attend our remembrance service in the hospital chapel on {hol}.\n\n",
      "Our bereavement nurse {bo} will telephone you in the week of {d3}.\n\n",
      "If you would like to discuss {pt_first}'s care with the consultant, {dr_t} {dr_s}, please call {ph}.\n\n")
    opt(b, C, r, 0.5, "Information is also available at {url}.\n\n", "Your reference is {mreg}.\n\n")
    o(b, C, r, "Yours sincerely,\n{bo}\nBereavement Services Lead\n", "With kind regards,\n{ch_t} {ch}\nLead Chaplain\n")

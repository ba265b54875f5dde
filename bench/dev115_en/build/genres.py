"""Thirteen medico-legal / administrative genres (UK and Ireland). Each returns marked text."""
from core import P, add_days, rid, PRISONS, SCHOOLS, COUNCILS, COUNTRIES, REGIONS, PROFESSIONS
from shared import (clin, legal, ordinary, filler, letterhead, signature, cc_block, sot, sections,
                    place, time_str, score, drug)


def addressee(c, firm=None, person=None):
    r = c.r
    person = person or c.sol
    firm = firm or c.firm
    lines = [person.n(r.choice(["title_full", "title_init", "full"])), P("ORGANIZATION", firm), c.org_addr()]
    if r.random() < 0.5:
        lines.insert(0, "FAO:")
    return "\n".join(lines)


def refs(c):
    r = c.r
    out = [f"Our ref: {P('IDNUM', c.ref_ours)}", f"Your ref: {P('IDNUM', c.ref_theirs)}"]
    if r.random() < 0.4:
        out.append(f"Invoice no.: {P('ACCOUNT', rid(r, r.choice(['INV-99999', 'ML/9999/99', '99999-A'])))}")
    return "\n".join(out)


def pt_table(c, extra=()):
    r = c.r
    rows = [("Name", c.pt.n(r.choice(["full", "sur_first", "upper", "title_full"]))),
            ("Date of birth", c.d(c.dob, r.choice(["dd/mm/yyyy", "dMY", "dd.mm.yyyy", "dMonY"]))),
            ("Address", c.addr_lines())]
    if c.ie:
        rows.append(("PPS No.", P("SSN", c.ssn)))
        rows.append(("Hospital MRN", P("MRN", c.mrn)))
    else:
        rows.append(("NHS number", P("MRN", c.nhs)))
        if r.random() < 0.5:
            rows.append(("NI number", P("SSN", c.ssn)))
    rows.extend(extra)
    if r.random() < 0.5:
        return "\n".join(f"{k}: {v}" for k, v in rows)
    return "| Field | Detail |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in rows)


def chronology(c, n=4, hosp=None):
    r = c.r
    hosp = hosp or c.hosp
    d = c.event
    lines = ["| Date | Time | Source | Entry |", "|---|---|---|---|"]
    for i in range(n):
        d = add_days(d, r.randint(0, 9))
        who = r.choice([c.doc2, c.nurse, c.gp, c.author])
        entry = r.choice([
            f"Reviewed by {who.n(r.choice(['title_sur', 'title_init', 'given_init', 'full']))}; {clin(c)}",
            f"Seen in ED at {P('HOSPITAL', hosp)}; {score(r)}.",
            f"Telephone call from {c.relation()} reporting deterioration.",
            f"Transferred to {P('HOSPITAL', c.ward)}, bed {P('LOCATION_OTHER', str(r.randint(1, 28)))}.",
            f"GP entry ({P('HOSPITAL', c.practice)}): {drug(r)} prescribed.",
        ])
        lines.append(f"| {c.d(d, r.choice(['dd/mm/yyyy', 'dd/mm/yy', 'dMonY', 'dd-Mon-yyyy']))} | {time_str(r)} | p. {r.randint(12, 480)} | {entry} |")
    return "\n".join(lines)


def background(c, pron):
    """Personal history paragraph rich in PHI."""
    r = c.r
    he = pron
    his = "his" if he == "He" else "her"
    born_city = r.choice(c.cities) if r.random() < 0.5 else None
    parts = []
    if born_city:
        parts.append(f"{he} was born in {P('CITY', born_city)} and grew up in the {P('STATE', r.choice(REGIONS))}.")
    else:
        parts.append(f"{he} was born in {P('COUNTRY', r.choice(COUNTRIES))} and moved to {P('COUNTRY', r.choice(['England', 'Ireland', 'Scotland', 'Wales']))} in {c.d(add_days(c.dob, 365 * r.randint(5, 18)), 'Y')}.")
    parts.append(r.choice([
        f"{he} left school at {P('AGE', str(r.randint(15, 18)))} and has worked as a {P('PROFESSION', c.prof)} for {P('ORGANIZATION', c.employer)} since {c.d(add_days(c.event, -365 * r.randint(2, 15)), 'MY')}.",
        f"{he} is employed as a {P('PROFESSION', c.prof)} by {P('ORGANIZATION', c.employer)}.",
        f"Until the index event {he.lower()} worked full time as a {P('PROFESSION', c.prof)}.",
        f"{he} describes {his} occupation as {P('PROFESSION', c.prof)}, based at {P('ORGANIZATION', c.employer)} in {P('CITY', c.city2)}.",
    ]))
    parts.append(r.choice([
        f"{he} lives with {his} {c.relation()}, who works as a {P('PROFESSION', c.rel_prof)}.",
        f"{his.capitalize()} {c.rel_role} ({c.rel.n('full')}, {P('AGE', str(r.randint(18, 80)))}) attended part of the interview.",
        f"{he} has two children, {P('FAMILY', c.person().given)} (aged {P('AGE', str(r.randint(2, 17)))}) and {P('FAMILY', c.person().given)} (aged {P('AGE', str(r.randint(2, 17)))}).",
    ]))
    return " ".join(parts)


# =========================================================================== 1
def expert_psychiatric(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    court = r.choice([f"IN THE FAMILY COURT AT {P('CITY', c.city.upper())}", f"IN THE CROWN COURT AT {P('CITY', c.city)}",
                      f"IN THE COUNTY COURT AT {P('CITY', c.city)}", "IN THE EMPLOYMENT TRIBUNAL",
                      f"THE HIGH COURT ({P('CITY', c.city)} Circuit)"])
    head = "\n".join([court, f"Case No: {P('IDNUM', rid(r, r.choice(['AA99A99999', 'A99AA999', '9999/99/AA', 'NN99A999'])))}",
                      "", f"PSYCHIATRIC REPORT ON {c.pt.n('upper')}",
                      f"Date of birth: {c.d(c.dob)}",
                      f"Prepared by: {c.author.n('title_full')}, {c.author.creds}",
                      f"At the request of: {P('ORGANIZATION', c.firm)} ({c.sol.n('title_init')})",
                      f"Date of interview: {c.d(add_days(c.report, -r.randint(5, 40)))}",
                      f"Place of interview: {P('LOCATION_OTHER', r.choice(PRISONS + ['Kestrel House', 'Harbour Chambers']))}",
                      f"Date of report: {c.d(c.report)}"])
    intro = [f"I am a consultant psychiatrist at {P('HOSPITAL', c.hosp)}. I have been asked by {P('ORGANIZATION', c.firm)} to prepare a report on {c.ptn('title_full')}, a {c.agephr(form='yo')} {'man' if he == 'He' else 'woman'}.",
             f"My instructions are contained in a letter dated {c.d(add_days(c.report, -r.randint(40, 120)))} from {c.sol.n('title_sur')}. {legal(c)}",
             f"I interviewed {c.ptn('title_sur')} for {r.randint(2, 3)} hours on {c.d(add_days(c.report, -r.randint(5, 40)), 'wdMY')} between {time_str(r)} and {time_str(r)}. {ordinary(c)}"]
    docs = [f"GP records from {P('HOSPITAL', c.practice)} ({r.randint(80, 400)} pages), {c.d(add_days(c.dob, 365 * 16), 'Y')} to {c.d(c.report, 'MY')}.",
            f"Mental health records from {P('HOSPITAL', c.hosp2)}, including an admission to {P('HOSPITAL', c.ward)} from {c.d(add_days(c.event, -200))} to {c.d(add_days(c.event, -170))}.",
            f"Witness statement of {c.rel.n('full')} dated {c.d(add_days(c.event, 30))}.",
            f"Letter from {c.doc2.n('title_init')}, {c.doc2.creds}, dated {c.d(add_days(c.event, r.randint(10, 60)))}."]
    hist = [background(c, he),
            f"{he} told me that the difficulties began around {c.hol(c.event.year)} and worsened after {c.d(c.event, 'dM')}. {clin(c)}",
            f"{he} was first referred by {c.gp.n('title_sur')} in {c.d(add_days(c.event, -365), 'MY')} and seen by {c.doc2.n(r.choice(['title_sur', 'title_full']))}. {clin(c)} {clin(c)}",
            f"{c.ptn('title_sur')}'s {c.rel_role} told me by telephone on {c.d(add_days(c.report, -10))} that {he.lower()} had become withdrawn. {ordinary(c)}"]
    mse = [f"{c.ptn()} presented as a casually dressed {'man' if he == 'He' else 'woman'} who looked older than {c.pt.sex == 'M' and 'his' or 'her'} stated age of {P('AGE', str(c.age))}. {clin(c)}",
           f"{filler(c, 2)}"]
    opinion = [f"In my opinion {c.ptn('title_sur')} suffers from a mental disorder. {clin(c)}",
               f"{legal(c)} {ordinary(c)}",
               f"I would recommend treatment under {c.gp.n('title_sur')} with onward referral to the community mental health team in {P('CITY', c.city)}."]
    body = sections(c, [("Introduction", intro), ("Documents considered", docs), ("Background", hist),
                        ("Mental state examination", mse), ("Opinion", opinion)])
    tail = sot(c, "ie" if c.ie else "civil") + "\n\n" + signature(c, role="Consultant Forensic Psychiatrist")
    return "\n\n".join([head, body, tail])


# =========================================================================== 2
def personal_injury(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    veh = c.vehicle()
    acc = c.event
    head = "\n\n".join([letterhead(c), addressee(c), refs(c), c.d(c.report, r.choice(['dMY', 'dthMY'])),
                        f"MEDICAL REPORT ON {c.pt.n('upper')} FOLLOWING A {r.choice(['ROAD TRAFFIC ACCIDENT', 'WORKPLACE ACCIDENT', 'SLIPPING ACCIDENT'])} ON {c.d(acc, 'dd/mm/yyyy')}",
                        pt_table(c, [("Occupation", P("PROFESSION", c.prof)), ("Date of accident", c.d(acc)),
                                     ("Date of examination", c.d(add_days(c.report, -14), 'wdMY')),
                                     ("Claim number", P("IDNUM", rid(r, r.choice(['AA99A999', '99AA9999', 'PI/9999/AAA']))))])])
    acc_par = [
        f"The Claimant, {c.ptn('title_init')}, was the {r.choice(['driver', 'front seat passenger'])} of a stationary vehicle, registration {P('VEHICLE', veh)}, on {P('STREET', c.mk_street().split(', ')[-1])} in {P('CITY', c.city2)} when it was struck from behind at about {time_str(r)}.",
        f"{he} was wearing a seatbelt; the airbags did not deploy. The other vehicle ({P('VEHICLE', c.vehicle())}) was driven by {P('FAMILY', c.person().full())}. {ordinary(c)}",
        f"{he} was taken by ambulance to the Emergency Department of {P('HOSPITAL', c.hosp)}, where {he.lower()} was assessed by {c.doc2.n(r.choice(['title_sur', 'given_init', 'title_init']))}. {clin(c)}",
        f"The ED attendance number was {P('ACCOUNT', rid(r, r.choice(['ED99999999', '99/999999', 'ATT-9999999'])))} and the hospital number {P('MRN', c.mrn)}.",
    ]
    if r.random() < 0.5:
        acc_par.append(f"The vehicle identification number recorded in the police report is {P('VEHICLE', c.vin())}.")
    hist = [background(c, he),
            f"{he} attended {P('HOSPITAL', c.practice)} on {c.d(add_days(acc, 3), 'wdthM')} and saw {c.gp.n()}, who prescribed {drug(r)}. {clin(c)}",
            f"{he} had {r.randint(4, 12)} sessions of physiotherapy at {P('HOSPITAL', r.choice(['Fernhill Physio Clinic', 'Ropewalk Physiotherapy', 'Seaview Sports Injury Clinic', 'Quayside Physio']))} between {c.d(add_days(acc, 20))} and {c.d(add_days(acc, 90))}.",
            f"{he} was off work from {P('ORGANIZATION', c.employer)} for {r.randint(2, 10)} weeks and returned on {c.d(add_days(acc, r.randint(20, 80)), 'dM')}. {his.capitalize()} line manager, {P('FAMILY', c.person().full())}, agreed lighter duties.",
            f"{his.capitalize()} {c.rel_role} {c.rel.n('given')} has helped with shopping and childcare. {ordinary(c)}"]
    exam = [f"I examined {c.ptn('title_sur')} at {P('LOCATION_OTHER', r.choice(['Harbour Chambers', 'Kestrel House', 'Ropewalk Business Park']))}, {P('CITY', c.city)}, on {c.d(add_days(c.report, -14))}. {clin(c)}",
            f"{clin(c)} {clin(c)}", f"Quebec Task Force grade II whiplash-associated disorder. {legal(c)}"]
    prog = [f"{filler(c, 2)}",
            f"Using the tariff in the Whiplash Injury Regulations 2021, the injury falls within the band of 9 to 12 months.",
            f"{ordinary(c)}"]
    body = sections(c, [("Circumstances of the accident", acc_par), ("History", hist), ("Examination", exam),
                        ("Opinion and prognosis", prog)])
    return "\n\n".join([head, body, sot(c, "ie" if c.ie else "civil"), signature(c), cc_block(c)])


# =========================================================================== 3
def clinical_negligence(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    head = "\n".join([r.choice(["IN THE HIGH COURT OF JUSTICE", "THE HIGH COURT", "IN THE COUNTY COURT"]),
                      f"Claim No. {P('IDNUM', rid(r, r.choice(['AA99A99999', '9999 No. 9999 A', 'QB-9999-999999'])))}",
                      "BETWEEN:",
                      f"{c.pt.n('upper')}    Claimant",
                      "and",
                      f"{P('ORGANIZATION', r.choice(['Northvale Teaching Hospitals NHS Foundation Trust', 'Westmarch University Health Board', 'Ravensholt and District NHS Trust', 'Glenavon Hospital Group DAC']))}    Defendant",
                      "", f"EXPERT REPORT ON BREACH OF DUTY AND CAUSATION",
                      f"Expert: {c.author.n('title_full')} {c.author.creds}",
                      f"Instructed by: {P('ORGANIZATION', c.firm)}",
                      f"Report date: {c.d(c.report)}"])
    facts = [f"{c.ptn('title_full')} (date of birth {c.d(c.dob, 'dd/mm/yyyy')}) was a {c.agephr(form='yo')} {P('PROFESSION', c.prof)} when {he.lower()} presented to {P('HOSPITAL', c.hosp)} on {c.d(c.event, 'wdMY')}.",
             f"{he} was triaged at {time_str(r)} by {c.nurse.n(r.choice(['full', 'title_sur', 'given_init']))}, {r.choice(['RGN', 'RN', 'Staff Nurse'])}, and placed in cubicle {P('LOCATION_OTHER', str(r.randint(1, 22)))}. {clin(c)}",
             f"{he} was reviewed by {c.doc2.n(r.choice(['title_sur', 'title_init']))}, an FY2 doctor, and later by the consultant on call, {c.person('DOCTOR').n('title_full')}. {clin(c)}",
             f"{he} was admitted to {P('HOSPITAL', c.ward)} (bed {P('LOCATION_OTHER', str(r.randint(1, 30)))}) and discharged on {c.d(add_days(c.event, r.randint(2, 14)))}.",
             f"{he} re-attended on {c.d(add_days(c.event, r.randint(15, 40)), 'dthMY')}, accompanied by {c.pt.sex == 'M' and 'his' or 'her'} {c.relation()}. {clin(c)}"]
    chron = [chronology(c, r.randint(3, 6))]
    breach = [legal(c), f"In my opinion the failure of {c.doc2.n('title_sur')} to arrange a CT scan on {c.d(c.event, 'dM')} fell below the standard of a reasonably competent emergency physician. {clin(c)}",
              f"{legal(c)} {ordinary(c)}"]
    caus = [f"On the balance of probabilities, had {c.ptn('title_sur')} been treated by {c.d(add_days(c.event, 1), 'wdthM')}, {he.lower()} would have avoided surgery. {clin(c)}",
            f"{filler(c, 2)}"]
    body = sections(c, [("Summary of facts", facts), ("Chronology", chron), ("Breach of duty", breach),
                        ("Causation", caus)], style=r.choice(["dotted", "flat"]))
    return "\n\n".join([head, body, sot(c, "ie" if c.ie else "civil"), signature(c)])


# =========================================================================== 4
def coroner_statement(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    dod = c.event
    head = "\n".join([f"HM {r.choice(['Senior', 'Area', 'Assistant'])} Coroner for {P('CITY', c.county if not c.ie else c.city)}" if not c.ie else f"Coroner's District of {P('CITY', c.county)}",
                      f"Inquest touching the death of {c.pt.n(r.choice(['upper', 'full']))}",
                      f"Coroner's reference: {P('IDNUM', rid(r, r.choice(['AAA-9999-99', '99/9999', 'INQ9999999'])))}",
                      f"Date of birth: {c.d(c.dob)}    Date of death: {c.d(dod)}",
                      f"Place of death: {P('HOSPITAL', c.hosp)}",
                      "", f"STATEMENT OF {c.author.n('upper')}",
                      f"Occupation: {r.choice(['Consultant Physician', 'Specialty Registrar in Acute Medicine', 'Consultant Intensivist', 'General Practitioner'])}",
                      f"Address: c/o Legal Services, {P('HOSPITAL', c.hosp)}"])
    paras = [f"I am a {r.choice(['consultant physician', 'registrar', 'consultant intensivist'])} employed at {P('HOSPITAL', c.hosp)}. My {c.licence()[0]} is {P('LICENSE', c.licence()[1])}. I make this statement at the request of HM Coroner from my own recollection and the medical records (hospital number {P('MRN', c.mrn)}).",
             f"{c.ptn('title_full')} was a {c.agephr(form='yo')} {'man' if he == 'He' else 'woman'} who lived at {P('STREET', c.street)}, {P('CITY', c.city)}, with {c.pt.sex == 'M' and 'his' or 'her'} {c.relation()}. {he} had worked as a {P('PROFESSION', c.prof)} until {c.d(add_days(dod, -365 * r.randint(1, 10)), 'Y')}.",
             f"{he} was brought to the Emergency Department at {time_str(r)} on {c.d(add_days(dod, -r.randint(0, 6)), 'wdMY')} (attendance number {P('ACCOUNT', rid(r, 'ED99999999'))}). {clin(c)}",
             f"I first saw {c.ptn('title_sur')} at {time_str(r)} in Resus bay {P('LOCATION_OTHER', str(r.randint(1, 8)))}. {clin(c)} {clin(c)}",
             f"{he} had a permanent pacemaker, serial number {P('DEVICE', rid(r, r.choice(['PJN999999', 'AAA999999A', 'SN-99999-AA'])))}, which was interrogated by {c.nurse.n(r.choice(['full', 'title_sur']))}, cardiac physiologist." if r.random() < 0.6 else f"{he} used a home CPAP machine, serial {P('DEVICE', rid(r, 'AA9999999'))}. {clin(c)}",
             f"Despite treatment {he.lower()} deteriorated and {r.choice(['died', 'was pronounced dead'])} at {time_str(r)} on {c.d(dod, 'dthMY')}, with {c.pt.sex == 'M' and 'his' or 'her'} {c.rel_role} present. {ordinary(c)}",
             f"I spoke with {c.rel.n(r.choice(['title_sur', 'title_full', 'full']))} in the relatives' room on {P('HOSPITAL', c.ward)} and explained the events. {legal(c)}",
             f"The medical cause of death I proposed was: 1a {r.choice(['Sepsis', 'Pneumonia', 'Pulmonary embolism', 'Intracranial haemorrhage'])}; 1b {r.choice(['Urinary tract infection', 'Immobility', 'Fall from standing height'])}; II {r.choice(['Type 2 diabetes mellitus', 'Chronic obstructive pulmonary disease', 'Dementia'])}.",
             f"{filler(c, 2)}",
             f"The post-mortem examination was carried out by {c.doc2.n('title_full')} at {P('HOSPITAL', c.hosp2)} on {c.d(add_days(dod, 3))}; the laboratory reference is {P('IDNUM', rid(r, 'PM/99/9999'))}."]
    if r.random() < 0.4:
        paras.append(f"The collision involved the deceased's car, registration {P('VEHICLE', c.vehicle())}, near {place(c)}.")
    body = "\n\n".join(f"{i}. {p}" for i, p in enumerate(paras, 1))
    return "\n\n".join([head, body, sot(c, "crim") if r.random() < 0.5 else sot(c, "civil"), signature(c, lic=False)])


# =========================================================================== 5
def fitness_to_practise(c):
    r = c.r
    reg = c.author  # the registrant
    lab, lic = c.licence()
    he = "He" if c.pt.sex == "M" else "She"
    usr = c.username(reg)
    ip = c.ip()
    head = "\n\n".join([addressee(c, firm=r.choice(LAW := ["Fenwick Marr LLP", "Harcastle Moore Solicitors", "Ruane & Mulvihill"]), person=c.sol),
                        refs(c), c.d(c.report),
                        f"Re: Fitness to practise investigation concerning {reg.n('title_full')} ({lab} {P('LICENSE', lic)})",
                        f"Schedule of anonymised patients: Patient A is {c.pt.n('full')} (DOB {c.d(c.dob, 'dd/mm/yyyy')}, hospital number {P('MRN', c.mrn)})."])
    paras = [f"I write as {r.choice(['Responsible Officer', 'Medical Director', 'Clinical Director'])} of {P('HOSPITAL', c.hosp)} in response to the regulator's letter of {c.d(add_days(c.report, -30))}. {legal(c)}",
             f"{reg.n('title_sur')} has been employed as a {r.choice(['consultant', 'specialty doctor', 'staff grade'])} on {P('HOSPITAL', c.ward)} since {c.d(add_days(c.event, -900), 'MY')}.",
             f"The concern was raised by Patient A's {c.rel_role}, {c.rel.n(r.choice(['title_full', 'full']))}, in an e-mail from {P('EMAIL', c.email(c.rel))} dated {c.d(add_days(c.event, 20))}.",
             f"The audit trail shows that user {P('USERNAME', usr)} opened Patient A's record on {c.d(add_days(c.event, 5), 'wdMY')} at {time_str(r)} from workstation IP {P('IPADDR', ip)}, and again on {c.d(add_days(c.event, 9))} from {P('IPADDR', c.ip())}.",
             f"A second account, {P('USERNAME', c.username(c.nurse))}, belonging to {c.nurse.n('full')}, {r.choice(['RGN', 'RMN', 'RN'])}, accessed the record at {time_str(r)} for a legitimate clinical purpose.",
             f"Building access logs (staff fingerprint template {P('BIOID', rid(r, 'FP-99999'))}) confirm {reg.n('title_sur')} was on site at {P('LOCATION_OTHER', r.choice(['Kestrel House', 'the Education Centre', 'Block C']).replace('the ', ''))} that evening.",
             f"{clin(c)} {ordinary(c)}",
             f"{reg.n('title_sur')} has reflected on the matter, completed an ethics course on {c.d(add_days(c.report, -60), 'dMY')} and meets monthly with {c.doc2.n('title_full')}.",
             f"{legal(c)}",
             f"Patient A, now {P('AGE', str(c.age + 1))}, has moved to {P('CITY', c.city2)} and is registered with {P('HOSPITAL', c.practice)}."]
    body = "\n\n".join(f"{i}. {p}" for i, p in enumerate(paras, 1))
    return "\n\n".join([head, body, signature(c, p=c.doc2, role="Responsible Officer")])


# =========================================================================== 6
def complaint_response(c):
    r = c.r
    he = "he" if c.pt.sex == "M" else "she"
    his = "his" if he == "he" else "her"
    comp = c.rel
    ref = P("IDNUM", rid(r, r.choice(["COMP-99999", "C/99/9999", "PALS9999"])))
    head = "\n\n".join([letterhead(c, "clinic"), "PRIVATE AND CONFIDENTIAL",
                        "\n".join([comp.n("title_full"), c.addr_lines(sep="\n")]),
                        f"Complaint reference: {ref}", c.d(c.report, r.choice(["dMY", "dthMY", "wdMY"])),
                        f"Dear {comp.n('title_sur')},",
                        f"Re: {c.pt.n('full')}, date of birth {c.d(c.dob, 'dd/mm/yyyy')}, hospital number {P('MRN', c.mrn)}"])
    paras = [f"Thank you for your letter of {c.d(add_days(c.event, 25))} about the care your {'father' if he == 'he' else 'mother'} received on {P('HOSPITAL', c.ward)} between {c.d(c.event, 'dM')} and {c.d(add_days(c.event, 11))}. I am sorry that we have not met your expectations.",
             f"Your complaint has been investigated by {c.doc2.n('title_full')}, Clinical Lead, and {c.nurse.n(r.choice(['title_full', 'full']))}, Ward Manager. They reviewed the records and spoke with the staff involved, including {c.person('DOCTOR').n(r.choice(['full', 'title_sur']))}.",
             f"You asked why {c.ptn('title_sur')} was moved to bed {P('LOCATION_OTHER', str(r.randint(1, 32)))} in the early hours of {c.d(add_days(c.event, 2), 'wdthM')}. {ordinary(c)}",
             f"The records show that at {time_str(r)} {he} was reviewed by the night registrar. {clin(c)}",
             f"You were concerned about medication. {clin(c)} The pharmacist, {c.person('DOCTOR').n('full')}, has since reviewed the prescription chart.",
             f"{ordinary(c)} {filler(c, 1)}",
             f"We would like to offer you a meeting with {c.doc2.n('title_sur')}. Please contact the Complaints Team on {P('PHONE', c.phone())} or at {P('EMAIL', c.email())}, quoting {ref}.",
             f"If you remain dissatisfied you may ask the {'Office of the Ombudsman' if c.ie else 'Parliamentary and Health Service Ombudsman'} to review your complaint. Information is also available at {P('URL', c.url())}."]
    body = "\n\n".join(paras)
    sig = "\n".join(["Yours sincerely,", "", c.person("DOCTOR").n("full"), "Chief Executive",
                     P("ORGANIZATION", r.choice(["Northvale Teaching Hospitals NHS Foundation Trust", "Glenavon Hospital Group", "Westmarch University Health Board", "Stanmoor Community Healthcare NHS Trust"]))])
    return "\n\n".join([head, body, sig, cc_block(c)])


# =========================================================================== 7
def benefits_assessment(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    assessor = c.nurse
    scheme = "Disability Allowance" if c.ie else r.choice(["Personal Independence Payment", "Work Capability Assessment", "Attendance Allowance"])
    head = "\n".join([f"{scheme.upper()} - FUNCTIONAL ASSESSMENT REPORT",
                      f"Claimant: {c.pt.n(r.choice(['sur_first', 'upper', 'full']))}",
                      f"{'PPSN' if c.ie else 'National Insurance number'}: {P('SSN', c.ssn)}",
                      f"Date of birth: {c.d(c.dob, r.choice(['dd/mm/yyyy', 'dMY']))} (age {P('AGE', str(c.age))})",
                      f"Address: {c.addr_lines()}",
                      f"Telephone: {P('PHONE', c.phone())}",
                      f"Assessment type: {r.choice(['face to face', 'telephone', 'video'])} at {P('LOCATION_OTHER', r.choice(['Harbour Chambers', 'Kestrel House', 'Tollgate Retail Park']))}, {P('CITY', c.city2)}",
                      f"Assessment date: {c.d(c.report, 'wdMY')}, start {time_str(r)}, end {time_str(r)}",
                      f"Case reference: {P('IDNUM', rid(r, r.choice(['AA999999999', '99999999A', 'DA/9999/99'])))}",
                      f"Health professional: {assessor.n('full')}, {r.choice(['RGN', 'RMN', 'RN', 'Registered Physiotherapist'])} ({c.licence('nmbi' if c.ie else 'nmc')[0]} {P('LICENSE', c.licence('nmbi' if c.ie else 'nmc')[1])})"])
    paras = [f"{c.ptn('title_sur')} attended with {his} {c.relation()}, who acts as {his} carer. {ordinary(c)}",
             f"{background(c, he)}",
             f"{he} reports the following history. {clin(c)} {clin(c)}",
             f"Medical evidence: letter from {c.gp.n('title_init')}, {P('HOSPITAL', c.practice)}, dated {c.d(add_days(c.report, -50))}; clinic letter from {c.doc2.n('title_sur')}, {P('HOSPITAL', c.hosp)}, dated {c.d(add_days(c.report, -120), 'MY')}.",
             f"{he} uses a hearing aid (serial {P('DEVICE', rid(r, 'HA99-999999'))}) and a self-propelled wheelchair, serial {P('DEVICE', rid(r, 'WC-AA99999'))}." if r.random() < 0.6 else f"{he} uses an insulin pump, serial {P('DEVICE', rid(r, 'AAA9999999'))}. {clin(c)}",
             f"Typical day: {he.lower()} rises at about {time_str(r)}, needs help from {c.rel.n('given')} to shower, and rarely leaves {P('STREET', c.street)} except to attend {P('ORGANIZATION', r.choice(['Ashgrove Community Hall', 'Lismore Day Centre', 'Fernhill Mens Shed']))} once a week.",
             ]
    table = ["| Activity | Descriptor | Points | Justification |", "|---|---|---|---|"]
    for act in r.sample(["1. Preparing food", "2. Taking nutrition", "3. Managing therapy", "4. Washing and bathing",
                         "5. Managing toilet needs", "6. Dressing and undressing", "9. Engaging with other people",
                         "11. Planning and following journeys", "12. Moving around"], 5):
        table.append(f"| {act} | {r.choice('abcdef')} | {r.choice([0, 1, 2, 4, 8, 10, 12])} | {r.choice(['Observed', 'History consistent with evidence', 'Reported; '+score(r)])} |")
    paras.append("\n".join(table))
    paras.append(f"{filler(c, 2)} Prognosis: review in {r.choice(['12', '18', '24'])} months, around {c.d(add_days(c.report, 540), 'MY')}.")
    body = "\n\n".join(paras)
    return "\n\n".join([head, body, f"Signed: {assessor.n('full')}    Date: {c.d(c.report, 'dd/mm/yyyy')}"])


# =========================================================================== 8
def occupational_health(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    mgr = c.person("FAMILY")
    emp_no = P("IDNUM", rid(r, r.choice(["E999999", "999-9999", "EMP99999"])))
    head = "\n\n".join([letterhead(c, r.choice(["Kestrel Occupational Health Ltd", "Northgate OH Services", "Quayside Workplace Health"])),
                        "MEDICAL IN CONFIDENCE - ADDRESSEE ONLY",
                        "\n".join([mgr.n(r.choice(["title_full", "full"])), r.choice(["HR Business Partner", "Line Manager", "People Services"]), P("ORGANIZATION", c.employer), c.org_addr()]),
                        c.d(c.report),
                        f"Employee: {c.pt.n(r.choice(['full', 'title_full', 'sur_first']))}    Employee no.: {emp_no}    DOB: {c.d(c.dob, 'dd/mm/yyyy')}",
                        f"Job title: {P('PROFESSION', c.prof)}    Department: {r.choice(['Operations', 'Transport', 'Facilities', 'Customer Services'])}",
                        f"Referral dated: {c.d(add_days(c.report, -21))}    Consultation: {c.d(add_days(c.report, -3), 'wdMY')} ({r.choice(['telephone', 'face to face', 'video'])})"])
    paras = [f"Thank you for referring {c.ptn('title_sur')}, who has been absent since {c.d(c.event, 'dM')}. I have {his} consent to release this report to you. {legal(c)}",
             f"{he} has worked for {P('ORGANIZATION', c.employer)} for {r.randint(2, 25)} years as a {P('PROFESSION', c.prof)}, based at the {P('CITY', c.city2)} depot.",
             f"{clin(c)} {clin(c)}",
             f"{he} is under the care of {c.doc2.n(r.choice(['title_sur', 'title_init']))} at {P('HOSPITAL', c.hosp)} and {c.gp.n('title_sur')} at {P('HOSPITAL', c.practice)}.",
             f"{ordinary(c)} {filler(c, 1)}",
             f"{he} drives a company van, registration {P('VEHICLE', c.vehicle())}; {he.lower()} should not drive until reviewed, and the DVLA should be informed under the Group 2 standards." if r.random() < 0.5 else f"{he} uses a CPAP device, serial {P('DEVICE', rid(r, 'AA9999999'))}, with good compliance. {clin(c)}",
             f"Adjustments: a phased return over {r.randint(4, 8)} weeks starting {c.d(add_days(c.report, 14), 'wdthM')}; no night shifts until {c.d(add_days(c.report, 90), 'MY')}; a review meeting with {mgr.n('title_sur')}.",
             f"Answers to your questions: (1) {he} is likely to be fit for {his} role within 6 weeks. (2) {legal(c)} (3) {ordinary(c)}",
             f"I will review {c.ptn('title_sur')} on {c.d(add_days(c.report, 42), 'wdMY')}. Please contact me on {P('PHONE', c.phone())} or {P('EMAIL', c.email(c.author, 'ohs.example.org'))}."]
    body = sections(c, [("Report", paras)], style="flat")
    return "\n\n".join([head, body, signature(c, role="Consultant Occupational Physician"),
                        f"cc: {c.ptn('title_full')}, {c.addr_lines()}"])


# =========================================================================== 9
def safeguarding_minutes(c):
    r = c.r
    child = c.pt
    child_age = r.randint(1, 16)
    c.age = child_age
    c.dob = add_days(c.event, -365 * child_age - r.randint(10, 300))
    he = "He" if child.sex == "M" else "She"
    mum = c.person("FAMILY", "F")
    mum.surname = child.surname if r.random() < 0.7 else mum.surname
    dad = c.person("FAMILY", "M")
    sw = c.person("FAMILY")
    hv = c.nurse
    chair = c.person("FAMILY")
    pc = c.person("FAMILY")
    school = r.choice(SCHOOLS)
    head = "\n".join([r.choice(["INITIAL CHILD PROTECTION CONFERENCE - MINUTES", "REVIEW CHILD PROTECTION CONFERENCE", "CHILD PROTECTION CASE CONFERENCE (CHILDREN FIRST)"]),
                      f"Child: {child.n('full')}    DOB: {c.d(c.dob, 'dd/mm/yyyy')}    Age: {P('AGE', str(child_age))}",
                      f"Address: {c.addr_lines()}",
                      f"Local authority: {P('ORGANIZATION', r.choice(COUNCILS))}    Case no.: {P('IDNUM', rid(r, r.choice(['CP-99999', '99/99999', 'LA9999999'])))}",
                      f"Date: {c.d(c.report, 'wdMY')}    Time: {time_str(r)}    Venue: {P('LOCATION_OTHER', r.choice(['Ashgrove Community Hall', 'Kestrel House', 'Harbour Chambers']))}, Room {P('LOCATION_OTHER', str(r.randint(1, 12)))}"])
    att = ["| Name | Role | Agency |", "|---|---|---|",
           f"| {chair.n('full')} | Independent Chair | {P('ORGANIZATION', r.choice(COUNCILS))} |",
           f"| {sw.n('full')} | Social Worker | Children's Services |",
           f"| {hv.n('full')} | Health Visitor | {P('HOSPITAL', c.practice)} |",
           f"| {pc.n(r.choice(['full', 'title_sur']))} | Police | Public Protection Unit |",
           f"| {c.person('FAMILY').n('full')} | Designated Safeguarding Lead | {P('ORGANIZATION', school)} |",
           f"| {mum.n('full')} | Mother | - |",
           f"| {dad.n('full')} | Father | - |" if r.random() < 0.6 else f"| {c.gp.n('title_full')} | GP (report only) | {P('HOSPITAL', c.practice)} |"]
    paras = [f"{chair.n('given')} opened the conference at {time_str(r)} and explained its purpose. {legal(c)}",
             f"{sw.n(r.choice(['full', 'given']))} summarised the referral received on {c.d(c.event, 'dMY')} from {P('ORGANIZATION', school)}, after {child.n('given')} arrived at school with bruising to the left upper arm. {ordinary(c)}",
             f"{child.n('given')} lives with {'his' if he == 'He' else 'her'} mother, {mum.n(r.choice(['title_sur', 'given', 'full']))} ({P('AGE', str(r.randint(20, 45)))}), who works part time as a {P('PROFESSION', r.choice(PROFESSIONS))}, and a sibling, {P('FAMILY', c.person().given)}, aged {P('AGE', str(r.randint(1, 15)))}.",
             f"{hv.n('given')} reported that {child.n('given')} was weighed on {c.d(add_days(c.event, -40), 'dM')} and had dropped from the 50th to the 9th centile. {clin(c)}",
             f"{pc.n('title_sur', title='DC')} confirmed that police attended the home on {c.d(add_days(c.event, -r.randint(5, 60)), 'wdthM')} and {c.hol(c.event.year)} following reports of a domestic incident; incident log {P('IDNUM', rid(r, r.choice(['INC-999999', '9999-99999', 'CAD99999'])))}.",
             f"{dad.n('given')} was not present; he is believed to be living in {P('CITY', c.city2)} and works as a {P('PROFESSION', r.choice(PROFESSIONS))}.",
             f"{mum.n('given')} said she will work with the plan and hopes to move to a flat at {P('STREET', c.mk_street())}, {P('CITY', c.city)}. {ordinary(c)}",
             f"Decision: {child.n('given')} to be subject to a child protection plan under the category of {r.choice(['neglect', 'physical abuse', 'emotional abuse'])}. Lead social worker {sw.n('full')} ({P('PHONE', c.phone())}). Core group to meet on {c.d(add_days(c.report, 10), 'wdMY')}; review conference {c.d(add_days(c.report, 90))}."]
    body = "\n\n".join([head, "ATTENDANCE", "\n".join(att), "DISCUSSION"] + [f"{i}. {p}" for i, p in enumerate(paras, 1)])
    return body + f"\n\nMinutes taken by {c.person('FAMILY').n('full')}; circulated {c.d(add_days(c.report, 5))}."


# =========================================================================== 10
def sar_cover_letter(c):
    r = c.r
    he = "he" if c.pt.sex == "M" else "she"
    ref = P("IDNUM", rid(r, r.choice(["SAR-99999", "DPA/99/9999", "FOI-SAR-9999"])))
    dpo = c.person("DOCTOR")
    head = "\n\n".join([letterhead(c, "clinic"),
                        "\n".join([c.pt.n(r.choice(["title_full", "title_init"])), c.addr_lines(sep="\n")]),
                        f"Our reference: {ref}", c.d(c.report, r.choice(["dMY", "dd/mm/yyyy", "dthMY"])),
                        f"Dear {c.ptn('title_sur')},",
                        "Subject access request - health records"])
    period = (add_days(c.event, -365 * r.randint(1, 6)), c.event)
    paras = [f"Thank you for your request dated {c.d(add_days(c.report, -r.randint(10, 30)))}, received on {c.d(add_days(c.report, -r.randint(5, 9)), 'wdthM')}, for a copy of your records held by {P('HOSPITAL', c.hosp)}. {legal(c)}",
             f"Your identity was verified on {c.d(add_days(c.report, -4))} using your {'PPS number' if c.ie else 'NHS number'} ({P('SSN', c.ssn) if c.ie else P('MRN', c.nhs)}) and hospital number {P('MRN', c.mrn)}.",
             f"We enclose {r.randint(40, 900)} pages covering the period {c.d(period[0], 'dMY')} to {c.d(period[1], 'dMY')}, including records from {P('HOSPITAL', c.ward)}, {P('HOSPITAL', c.hosp2)} and correspondence with {c.gp.n('title_sur')} at {P('HOSPITAL', c.practice)}.",
             f"The records are available to download from {P('URL', c.url())} until {c.d(add_days(c.report, 30), 'dMY')}. Your username is {P('USERNAME', c.username(c.pt))}; the password will be sent separately by text to {P('PHONE', c.phone())}.",
             f"You also asked for the access log. The table below lists every access to your electronic record in the period requested."]
    log = ["| Date | Time | User | Role | Workstation IP |", "|---|---|---|---|---|"]
    for _ in range(r.randint(2, 5)):
        u = r.choice([c.nurse, c.doc2, c.person("DOCTOR")])
        log.append(f"| {c.d(add_days(c.event, -r.randint(0, 200)), 'dd/mm/yyyy')} | {time_str(r)} | {P('USERNAME', c.username(u))} ({u.n('full')}) | {r.choice(['Staff Nurse', 'Registrar', 'Ward Clerk', 'Consultant', 'Pharmacist'])} | {P('IPADDR', c.ip())} |")
    paras.append("\n".join(log))
    paras += [f"Some information has been withheld under Schedule 3 of the Data Protection Act 2018 because it identifies a third party, {r.choice(['namely a family member', 'namely a neighbour'])}; it relates to a letter from your {c.rel_role}. {ordinary(c)}" if not c.ie else "Some information has been withheld under section 60 of the Data Protection Act 2018 (Ireland) and the Data Protection (Access Modification) (Health) Regulations 1989.",
              f"If you are unhappy with our response you may contact our Data Protection Officer, {dpo.n('title_full')}, at {P('EMAIL', c.email(dpo))} or on {P('PHONE', c.phone())}, fax {P('FAX', c.phone(ext=False))}, quoting {ref}.",
              f"{clin(c)}" if r.random() < 0.5 else f"{ordinary(c)}"]
    body = "\n\n".join(paras)
    sig = "\n".join(["Yours sincerely,", "", c.person("DOCTOR").n("full"), "Information Governance Officer", P("HOSPITAL", c.hosp)])
    return "\n\n".join([head, body, sig, f"Enclosures: {r.randint(1, 4)} encrypted files. Access from IP {P('IPADDR', c.ip())} is logged."])


# =========================================================================== 11
def insurance_medical(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    head = "\n\n".join([letterhead(c), "\n".join([f"Claims Department", P("ORGANIZATION", c.insurer), c.org_addr()]),
                        f"Policy number: {P('HEALTHPLAN', rid(r, r.choice(['AAA-9999-9999', '99999999AA', 'POL/999999/99'])))}\nClaim number: {P('IDNUM', rid(r, r.choice(['CLM-999999', '99999/A', 'AA9999999'])))}\nMembership no.: {P('HEALTHPLAN', rid(r, 'M9999999'))}",
                        c.d(c.report),
                        f"INDEPENDENT MEDICAL EXAMINATION: {c.pt.n('upper')}",
                        pt_table(c, [("Occupation", P("PROFESSION", c.prof)), ("Employer", P("ORGANIZATION", c.employer)),
                                     ("Date claim opened", c.d(add_days(c.event, 30), "dMonY"))])])
    paras = [f"I examined {c.ptn('title_full')} on {c.d(add_days(c.report, -7), 'wdMY')} at {P('HOSPITAL', c.hosp)}; {he.lower()} was accompanied by {his} {c.relation()}. I had sight of {his} photographic driving licence ({P('LICENSE', c.licence('drive')[1])}).",
             f"{he} is a {c.agephr(form=r.choice(['yo', 'years', 'aged']))} {P('PROFESSION', c.prof)} who stopped work on {c.d(c.event, 'dMY')} and claims under an income protection policy. {legal(c)}",
             f"{background(c, he)}",
             f"GP records from {P('HOSPITAL', c.practice)} ({c.gp.n('title_init')}) were reviewed. {clin(c)} {clin(c)}",
             f"{he} was seen privately by {c.doc2.n('title_full')} at {P('HOSPITAL', c.hosp2)} on {c.d(add_days(c.event, 40))} and {c.d(add_days(c.event, 120))}. {clin(c)}",
             f"{filler(c, 2)}",
             f"Functional capacity: {he.lower()} can sit for 30 minutes and walk 400 metres. {ordinary(c)}",
             f"Opinion: {c.ptn('title_sur')} is not currently able to perform the material and substantial duties of {his} own occupation. I would anticipate a return to work by {c.d(add_days(c.report, 180), 'MY')}.",
             f"My fee account, reference {P('ACCOUNT', rid(r, r.choice(['FA-99999', '9999/AA/99', 'ACC99999'])))}, is enclosed."]
    body = sections(c, [("Examination and history", paras[:4]), ("Records", paras[4:6]), ("Opinion", paras[6:])])
    return "\n\n".join([head, body, signature(c, role=r.choice(["Consultant Physician", "Independent Medical Examiner", "Consultant Rheumatologist"]))])


# =========================================================================== 12
def mental_capacity(c):
    r = c.r
    c.age = r.randint(66, 99)
    c.dob = add_days(c.report, -365 * c.age - r.randint(10, 300))
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    home = c.mk_care_home()
    imca = c.person("FAMILY")
    act = "Assisted Decision-Making (Capacity) Act 2015" if c.ie else "Mental Capacity Act 2005"
    head = "\n".join(["MENTAL CAPACITY ASSESSMENT AND BEST INTERESTS RECORD" if not c.ie else "ASSESSMENT OF DECISION-MAKING CAPACITY",
                      f"Person: {c.pt.n(r.choice(['full', 'sur_first', 'upper']))}    DOB: {c.d(c.dob)}    Age: {P('AGE', str(c.age))}",
                      f"{'NHS No' if not c.ie else 'MRN'}: {P('MRN', c.nhs if not c.ie else c.mrn)}",
                      f"Current location: {P('HOSPITAL', home)}, room {P('LOCATION_OTHER', str(r.randint(1, 60)))}, {P('CITY', c.city)}",
                      f"Decision to be made: {r.choice(['where to live on discharge', 'whether to consent to a below-knee amputation', 'management of property and affairs', 'contact with a family member', 'whether to accept a package of care at home'])}",
                      f"Assessor: {c.author.n('title_full')}, {c.author.creds}    Date: {c.d(c.report, 'wdMY')}    Time: {time_str(r)}"])
    paras = [f"{c.ptn('title_sur')} is a {c.agephr(form='yo')} {'widower' if he == 'He' else 'widow'} who moved to {P('HOSPITAL', home)} on {c.d(add_days(c.report, -r.randint(30, 400)))} from {his} home at {P('STREET', c.street)}. {clin(c)}",
             f"{legal(c)} The assessment was carried out in accordance with the {act} and its Code of Practice.",
             f"Diagnostic test: {he.lower()} has a diagnosis of {r.choice(['vascular dementia', 'Alzheimer-type dementia', 'Lewy body dementia', 'a learning disability', 'delirium superimposed on dementia'])}. {clin(c)}",
             f"Understanding: I explained the options in plain English with the help of {his} {c.relation()}. {ordinary(c)}",
             f"Retaining and weighing: {he.lower()} could not recall the discussion after {r.randint(2, 10)} minutes. {he} said '{r.choice(['I will go home to Mammy', 'my wife will sort it', 'the King will decide', 'I hope to be back in the shop'])}'.",
             f"Communication: {he.lower()} communicated verbally; {his} hearing aid (serial {P('DEVICE', rid(r, 'HA99-999999'))}) was in place." if r.random() < 0.5 else f"Communication: {he.lower()} communicated verbally and with a picture board.",
             f"Outcome: on the balance of probabilities {c.ptn('title_sur')} lacks capacity to make this decision at this time. {legal(c)}",
             f"Consultation: {c.rel.n(r.choice(['title_full', 'full']))} ({P('PHONE', c.phone())}); {c.gp.n('title_sur')}, GP; {c.nurse.n(r.choice(['full', 'title_sur']))}, {r.choice(['RGN', 'RMN', 'Nurse in charge'])}; and {imca.n('full')}, {'IMCA' if not c.ie else 'decision-making representative'}, of {P('ORGANIZATION', r.choice(['Advocacy Westshire', 'Brightwater Advocacy Service', 'Carrick Independent Advocacy']))}.",
             f"{he} last managed {his} own finances in {c.d(add_days(c.report, -365 * 2), 'Y')}; {his} {c.rel_role} holds a lasting power of attorney registered on {c.d(add_days(c.report, -600))} (reference {P('IDNUM', rid(r, '9999-9999-9999'))}).",
             f"{filler(c, 1)}"]
    body = "\n\n".join(f"{i}. {p}" for i, p in enumerate(paras, 1))
    return "\n\n".join([head, body, signature(c, role=r.choice(["Consultant in Old Age Psychiatry", "Consultant Geriatrician", "Approved Mental Health Professional"]))])


# =========================================================================== 13
def police_statement(c):
    r = c.r
    he = "He" if c.pt.sex == "M" else "She"
    his = "his" if he == "He" else "her"
    off = c.person("FAMILY")
    off_rank = r.choice(["PC", "DC", "Sergeant", "Garda", "DS"])
    head = "\n".join([f"WITNESS STATEMENT" if not c.ie else "STATEMENT OF WITNESS",
                      "(Criminal Justice Act 1967, s.9; Magistrates' Courts Act 1980, s.5B; Criminal Procedure Rules 2020, r.16.2)" if not c.ie else "(Criminal Evidence Act 1992)",
                      f"URN: {P('IDNUM', rid(r, r.choice(['99AA9999999', '99/99999/99', 'AA-999999-99'])))}",
                      f"Statement of: {c.author.n(r.choice(['full', 'upper']))}",
                      "Age if under 18: Over 18",
                      f"Occupation: {r.choice(['Consultant in Emergency Medicine', 'Forensic Physician', 'Emergency Nurse Practitioner', 'Specialty Registrar'])}",
                      f"Crime reference: {P('IDNUM', rid(r, r.choice(['CR/99999/99', '99-999999-A', 'AA9999999'])))}"])
    paras = [f"I am a registered medical practitioner ({c.licence()[0]} {P('LICENSE', c.licence()[1])}) employed at {P('HOSPITAL', c.hosp)}. I make this statement at the request of {off_rank} {off.n(r.choice(['surname', 'full', 'initials']))} and refer to my notes made at the time.",
             f"On {c.d(c.event, 'wdMY')} at approximately {time_str(r)} I was working in the Emergency Department when I saw {c.ptn(r.choice(['full', 'title_full', 'title_sur']))}, date of birth {c.d(c.dob, 'dd/mm/yyyy')}, in cubicle {P('LOCATION_OTHER', str(r.randint(1, 20)))}.",
             f"{he} told me that {he.lower()} had been assaulted outside {P('LOCATION_OTHER', r.choice(['Fairgreen Shopping Centre', 'Castlebrook bus station', 'Seaview Promenade', 'Priory Park']))} on {P('STREET', c.mk_street().split(', ')[-1])} by a man {he.lower()} knew as '{P('FAMILY', r.choice(['Deano', 'Macca', 'Big Tom', 'Shane', 'Kez']))}'. {ordinary(c)}",
             f"{clin(c)} {clin(c)}",
             f"I documented the following injuries: a 3 cm laceration over the right eyebrow; a contusion measuring 4 x 2 cm over the left cheek; tenderness over the 9th rib. {clin(c)}",
             f"With {his} consent I took swabs, which I handed to {off_rank} {off.n('surname')} at {time_str(r)}, exhibit reference {P('BIOID', rid(r, r.choice(['DNA-99999', 'AA/99999/DNA', 'BIO-999999'])))}." if r.random() < 0.8 else f"Fingerprint comparison reference {P('BIOID', rid(r, 'FP999999'))} was recorded by the custody staff.",
             f"{he} arrived by taxi, registration {P('VEHICLE', c.vehicle())}, with {his} {c.relation()}. {legal(c)}",
             f"{he} was discharged home to {P('STREET', c.street)}, {P('CITY', c.city)} at {time_str(r)} on {c.d(add_days(c.event, 1), 'wdthM')}, with follow-up in the fracture clinic at {P('HOSPITAL', c.hosp2)}.",
             f"I can be contacted via the ED secretaries on {P('PHONE', c.phone())}. I am available to attend court except between {c.d(add_days(c.report, 30), 'dM')} and {c.d(add_days(c.report, 44))}."]
    body = "\n\n".join(paras)
    return "\n\n".join([head, body, sot(c, "crim"),
                        f"Signed: {c.author.n('full')}    Date: {c.d(c.report, 'dd/mm/yyyy')}\nStatement taken by: {off_rank} {off.n('full')}"])


GENRES = [
    ("expert_witness_psychiatric", expert_psychiatric),
    ("personal_injury_report", personal_injury),
    ("clinical_negligence_report", clinical_negligence),
    ("coroner_inquest_statement", coroner_statement),
    ("fitness_to_practise_response", fitness_to_practise),
    ("complaint_response", complaint_response),
    ("disability_benefits_assessment", benefits_assessment),
    ("occupational_health_report", occupational_health),
    ("safeguarding_conference_minutes", safeguarding_minutes),
    ("subject_access_request_letter", sar_cover_letter),
    ("insurance_medical_report", insurance_medical),
    ("mental_capacity_assessment", mental_capacity),
    ("police_witness_statement", police_statement),
]

"""Genre templates for dev71_en. Each returns (marked_text, layout)."""
import pools as P
from phi import M, digits, letters, fmt_date
from blocks import kv_lines, header_line, vitals_table, vitals_inline, labs_line, med_block, signature, neg_line, pick


AGENCIES = ["Thornwick Children's Services", "Kellerton Adult Protective Services", "Corran Bay Family Services",
            "Ballinross Child and Family Services", "Mardale MASH", "Orrin Falls Youth Services Bureau"]


DC_MEDS = ["paracetamol 1 g four times a day as needed (max 4 g/24 h)", "acetaminophen 650 mg every 6 hours as needed",
           "ibuprofen 400 mg three times a day with food for 5 days", "naproxen 500 mg twice daily x 5 days",
           "cephalexin 500 mg four times daily x 7 days", "flucloxacillin 500 mg QDS x 7/7", "prednisolone 40 mg once daily x 5 days",
           "cetirizine 10 mg daily", "ondansetron 4 mg ODT every 8 h PRN nausea", "EpiPen 0.3 mg - carry at all times",
           "tamsulosin 400 mcg daily until stone passes", "oral rehydration sachets"]
TRAUMA_DRUGS = ["fentanyl 50 mcg IV", "ketamine 20 mg IV", "morphine 5 mg IV", "RSI: ketamine 2 mg/kg, rocuronium 1 mg/kg",
                "calcium chloride 10 mL 10%", "ceftriaxone 2 g IV", "tetanus toxoid 0.5 mL IM"]


def J(*parts):
    return "\n".join(p for p in parts if p is not None and p != "")


def sec(c, name, body, caps=None):
    r = c.r
    caps = r.random() < 0.4 if caps is None else caps
    h = name.upper() if caps else name
    style = r.choice(["colon_nl", "colon_inline", "colon_nl", "underline"])
    if style == "colon_nl":
        return f"{h}:\n{body}"
    if style == "colon_inline":
        return f"{h}: {body}"
    return f"{h}\n{'-' * len(h)}\n{body}"


def social(c):
    r = c.r
    bits = []
    if c.age >= 17:
        opts = [f"Works as a {c.prof()} at {c.org('emp')}.", f"Occupation: {c.prof()}.",
                f"Retired {c.prof()}.", f"Employed by {c.org('emp')} ({c.prof()}).",
                f"{c.prof()}, currently off work.", f"Unemployed, previously a {c.prof()}."]
        if c.age >= 70:
            opts = [f"Retired {c.prof()}.", f"Former {c.prof()}, retired since {M('DATE', str(c.visit.year - r.randint(3, 25)))}."]
        bits.append(r.choice(opts))
        n = c.nok
        bits.append(r.choice([
            f"Lives with {n.rel} {c.F(n)}" + (f", who is a {c.prof()}" if r.random() < 0.5 else "") + ".",
            f"Lives alone in {M('CITY', c.loc.town())}; {n.rel} {c.F(n)} visits daily.",
            f"Lives at {M('HOSPITAL', r.choice(['Meadowcroft Care Home', 'Harbourview Nursing Home', 'Ashgrove Residential Home', 'Sunhaven Assisted Living', 'Kilbrack Lodge Nursing Home']))}" if c.age > 75 else
            f"Lives with {n.rel} ({c.F(n, 'first')}) and two children.",
        ]))
        if r.random() < 0.3:
            bits.append(r.choice([f"Originally from {M('COUNTRY', c.country)}, moved to {M('CITY', c.loc.town())} in {M('DATE', str(c.visit.year - r.randint(1, 30)))}.",
                                  f"Visiting from {M('COUNTRY', c.country)}; travel insurance policy {M('HEALTHPLAN', 'TRV-' + digits(r, 8))}.",
                                  f"Born in {M('COUNTRY', c.country)}. Interpreter not required."]))
        bits.append(r.choice(["Smoker 20/day.", "Ex-smoker.", "Never smoked.", "Vapes.", "ETOH ~30 units/wk.",
                              "Denies ETOH/drugs.", "occasional cannabis.", "EtOH socially."]))
    else:
        bits.append(f"Attends {c.org('school')} (year {r.randint(1, 11)}). Lives with {c.nok.rel} {c.F(c.nok)}.")
    return " ".join(bits)


def ext_place(c):
    """A marked place where the event happened."""
    r, L = c.r, c.loc
    k = r.random()
    if k < 0.2:
        return f"at {M('ORGANIZATION', r.choice(P.VENUES))} on {M('STREET', L.street_name())}"
    if k < 0.35:
        return f"outside {M('LOCATION_OTHER', r.choice(P.LANDMARKS_CLEAN))}"
    if k < 0.5:
        return f"at the junction of {M('STREET', L.street_name())} and {M('STREET', L.street_name())}"
    if k < 0.65:
        return f"at work ({M('ORGANIZATION', r.choice(P.EMPLOYERS))})"
    if k < 0.8:
        return f"at home, {M('STREET', L.street(unit=True))}, {M('CITY', L.town())}"
    return f"near {M('LOCATION_OTHER', r.choice(P.LANDMARKS_CLEAN))} in {M('CITY', L.town())}"


# =========================================================================== 1 ED physician note
def ed_physician(c):
    r = c.r
    att = c.staff("physician", "att")
    res = c.staff("physician", "res")
    nurse = c.staff("nurse", "rn")
    cc = r.choice(P.COMPLAINTS)
    layout = r.choice(["headed", "kv_header", "narrative"])
    flds = ["name"] + r.sample(["dob", "mrn", "acct", "hp", "addr", "phone", "nok", "gp", "arrival", "attending", "room", "site", "country", "employer"], 8)
    if c.code == "US" and r.random() < 0.4:
        flds.insert(3, "ssn")
    hdr = kv_lines(c, flds) \
        if layout != "narrative" else header_line(c)
    title = r.choice(["EMERGENCY DEPARTMENT PHYSICIAN NOTE", "ED Provider Note", "Emergency Medicine - Clinician Record",
                      "ED ATTENDANCE", f"{c.hosp['acro']} Emergency Department"])
    if title.endswith("Emergency Department"):
        title = f"{c.H('acro')} Emergency Department"
    n = c.nok
    hpi = r.choice([
        f"{c.P(r.choice(['full', 'first']))} is a {c.A()} with PMH of {r.choice(['HTN', 'T2DM', 'AF on apixaban', 'COPD', 'asthma', 'epilepsy', 'nil of note'])} "
        f"who presents with {cc} since {c.T(-r.randint(60, 600))} today. Per {n.rel} {c.F(n)} ({c.PH()}), symptoms began {ext_place(c)}. "
        f"Seen at {c.H('full', c.hosp2)} on {c.D(c.ddelta(-r.randint(2, 60)))} for similar.",
        f"{c.A('year_old')} BIBA after {cc} {ext_place(c)}. {c.Ptitle()} reports {r.choice(['sudden onset', 'gradual onset', 'intermittent'])} symptoms, "
        f"{r.choice(['no LOC', 'brief LOC', 'unclear LOC'])}. {n.rel.capitalize()} {c.F(n, 'first')} at bedside and corroborates.",
        f"pt {c.P('initials')} {c.A('sexsuffix')} c/o {cc} x {r.randint(1, 6)} days. hx obtained from pt and {n.rel} {c.F(n)}. "
        f"last seen well {c.Dshort(c.ddelta(-1))} evening. recent travel to {M('COUNTRY', r.choice(P.COUNTRIES))}.",
    ])
    if c.pt.nick and r.random() < 0.7:
        hpi += f' Prefers to be called "{M("PATIENT", c.pt.nick)}".'
    elif r.random() < 0.3:
        hpi += f" {c.P('first_init')} is a poor historian; collateral from {M('HOSPITAL', c.gp_practice())} records."
    exam = f"{vitals_inline(c)}\n{r.choice(['Alert, oriented', 'Drowsy but rousable', 'Distressed', 'Comfortable at rest'])}. {neg_line(c)}. {neg_line(c)}."
    acc = c.loc.idnum("accession")
    results = f"{labs_line(c)}\n{r.choice(['CT head', 'CXR', 'CT C-spine', 'XR wrist', 'CTPA', 'FAST scan'])} (accession {M('IDNUM', acc)}): {r.choice(['no acute findings', 'see formal report', 'fracture distal radius', 'small pneumothorax', 'no bleed'])}."
    dispo = r.choice([
        f"Admit to {M('HOSPITAL', c.unit)} under {c.S(c.staff('physician', 'admit'), 'physician', 'dr_last')}. Bed {M('LOCATION_OTHER', str(r.randint(1, 32)))}.",
        f"Discharged home with {n.rel}. F/u with PCP {c.S(c.staff('physician', 'gp'), 'physician', 'dr_last')} in 1 week." if c.us else
        f"Discharged home. GP ({M('HOSPITAL', c.gp_practice())}) letter sent. Fracture clinic {c.D(c.ddelta(r.randint(3, 10)))}.",
        f"Transfer to {c.H('full', c.hosp2)} for {r.choice(['neurosurgery', 'PCI', 'burns unit', 'vascular review'])}; accepted by {c.S(c.staff('physician', 'acc'), 'physician', 'dr_full')}.",
    ])
    mdm = (f"Discussed with {c.S(att, 'physician', 'dr_last')} ({r.choice(['attending', 'consultant', 'ED senior'])}). "
           f"Seen with resident {c.S(res, 'physician', 'full')}. Nurse {c.S(nurse, 'nurse', 'first')} aware. ICD-10 {r.choice(P.ICD)}.")
    body = J(
        sec(c, "Chief complaint", cc) if layout != "narrative" else f"CC: {cc}",
        sec(c, "HPI", hpi),
        sec(c, "PMH / Meds", med_block(c)) if r.random() < 0.7 else None,
        sec(c, "Social", social(c)),
        sec(c, "Exam", exam),
        sec(c, "Results", results),
        sec(c, "MDM", mdm),
        sec(c, "Disposition", dispo),
    )
    return J(title, hdr, "", body, "", signature(c, att)), layout


# =========================================================================== 2 triage
def triage(c):
    r = c.r
    rn = c.staff("nurse", "triage")
    cc = r.choice(P.COMPLAINTS)
    fast = r.random() < 0.45
    layout = r.choice(["kv_header", "narrative", "vitals_table"])
    hdr = kv_lines(c, ["name", "dob", "mrn", r.choice(["acct", "hp"]), "arrival", "mode", "triage"] + (["nok"] if r.random() < 0.6 else []))
    n = c.nok
    notes = r.choice([
        f"{c.A('yo_tight')} presents w/ {cc}. states started {r.choice(['this am', 'last night', '2 hrs ago', 'after lunch'])}. "
        f"{r.choice(['ambulatory to triage', 'wheeled to triage', 'on trolley'])}. {r.choice(['denies CP/SOB', 'c/o nausea', 'vomited x2', 'bleeding controlled'])}. "
        f"accompanied by {n.rel} {c.F(n, 'first')}.",
        f"pt {c.P('first')} ({c.A('sexsuffix')}) brought in by {n.rel} after {cc}. {n.rel} contact {c.PH()}. "
        + (f"works as {c.prof()}. " if c.age >= 17 else f"attends {c.org('school')}. ") + f"{r.choice(['hx of same', 'first episode', 'known to MH team'])}.",
        f"{c.Ptitle()} {c.A('sexsuffix_sp')} self-presented with {cc} {ext_place(c)}. {r.choice(['GCS 15', 'alert', 'A on AVPU'])}, {r.choice(['pale', 'flushed', 'diaphoretic', 'well perfused'])}.",
    ])
    sg = r.choice([
        "Safeguarding Qs: no concerns.", "DV screen: declined to answer, partner present.",
        f"Safeguarding: child {M('FAMILY', Person_first(c))} ({M('AGE', r.randint(1, 15))}) at home with {M('FAMILY', Person_first(c))}.",
        f"Known to social care - allocated worker {M('FAMILY', Person_full(c))}, {c.PH()}.",
    ])
    body = J(
        f"triage: {cc}" if fast else f"Presenting complaint: {cc}",
        notes,
        vitals_table(c, initials=True) if layout == "vitals_table" else f"Obs: {vitals_inline(c)}",
        f"Allergies: {', '.join(r.sample(P.ALLERGIES, 1))}",
        sg,
        (f"Pt's car ({r.choice(['reg', 'plate', 'lic plate'])} {M('VEHICLE', c.loc.plate())}) left in {M('LOCATION_OTHER', r.choice(P.LANDMARKS_CLEAN))} car park - security informed." if r.random() < 0.2 else ""),
        f"Placed in {c.room()}. {r.choice(['ECG done', 'ECG shown to doctor', 'bloods sent', 'analgesia given', 'cannulated 18g L ACF'])} {c.T(r.randint(5, 30))}.",
        f"triage RN: {c.S(rn, 'nurse', r.choice(['full_cred', 'first', 'init_last_cred']))}" + (f" ({M('USERNAME', c.loc.username(rn))})" if r.random() < 0.5 else ""),
    )
    if fast:
        body = body.lower()
    return J(r.choice(["TRIAGE NOTE", "Triage", "ED TRIAGE ASSESSMENT", "Nursing triage"]), hdr, body), layout


def Person_first(c):
    from phi import Person
    return Person(c.r).first


def Person_full(c):
    from phi import Person
    p = Person(c.r)
    return f"{p.first} {p.last}"


# =========================================================================== 3 urgent care
def urgent_care(c):
    r = c.r
    L = c.loc
    prov = c.staff("np", "prov")
    site = c.urgent_care()
    cc, kind = r.choice([("laceration to finger", "lac"), ("ankle sprain", "xr"), ("UTI symptoms", "rx"), ("sore throat", "rx"),
                         ("back strain at work", "work"), ("cough x 5 days", "rx"), ("rash", "rx"), ("eye irritation", "rx"),
                         ("minor burn", "lac"), ("wrist pain after fall", "xr"), ("ear pain", "rx"), ("crush injury to foot at work", "work"),
                         ("chest pain", "refer"), ("abdo pain RLQ", "refer")])
    layout = r.choice(["headed", "kv_header", "narrative"])
    hdr = kv_lines(c, ["name", "dob", "phone", "addr", "hp", r.choice(["acct", "mrn"]), "email"] + (["ssn"] if r.random() < 0.35 else []))
    emp = M("ORGANIZATION", r.choice(P.EMPLOYERS))
    work = kind == "work" or (kind in ("lac", "xr") and c.age >= 18 and r.random() < 0.5)
    hx = (f"{c.A()} here for {cc}. " +
          (f"Injured at work at {emp} on {c.D()} approx {c.T(-r.randint(30, 300), 'ampm')}; supervisor {c.F(c.relative('friend', False), 'full')} "
           f"({c.PH()}) drove pt in. Workers' comp claim # {M('IDNUM', L.idnum('referral'))}." if work else
           f"Onset {c.Dshort(c.ddelta(-r.randint(1, 6)))}. {r.choice(['Tried OTC ibuprofen.', 'No meds tried.', 'Seen by school nurse.'])}"))
    plan = {
        "lac": f"Wound irrigated, 4 x 5-0 nylon sutures. Tdap given. ROS {c.D(c.ddelta(r.randint(7, 10)))}.",
        "xr": f"XR {r.choice(['ankle', 'foot', 'wrist'])} - no fx (accession {M('IDNUM', L.idnum('accession'))}). RICE, splint/crutches.",
        "rx": f"Rx sent to {M('HOSPITAL', c.pharmacy())} ({c.PH(False)}). {r.choice(['nitrofurantoin 100 mg BID x5d', 'amoxicillin 500 mg TID', 'prednisolone 30 mg x5d', 'chloramphenicol 0.5% drops QDS'])}.",
        "work": f"XR foot/L-spine not indicated. {r.choice(['Naproxen 500 mg BID', 'Ibuprofen 600 mg TID'])}; modified duties.",
        "refer": f"Referred to {c.H('full')} ED for {r.choice(['further imaging', 'surgical review', 'serial troponin'])} - called charge nurse {c.S(c.staff('nurse', 'charge'), 'nurse', 'first')}.",
    }[kind]
    rtw = (f"Work note provided for {emp}: off duty until {c.D(c.ddelta(r.randint(2, 7)))}." if work else
           f"Results via portal {M('URL', L.url())}; questions to {M('EMAIL', L.email(prov))}.")
    body = J(
        sec(c, "Reason for visit", cc),
        sec(c, "History", hx + " " + social(c)),
        sec(c, "Vitals", vitals_inline(c)),
        sec(c, "Assessment/Plan", plan + " " + neg_line(c) + "."),
        rtw,
        f"Seen by {c.S(prov, 'np', r.choice(['full_cred', 'init_last_cred']))}, supervising {c.S(c.staff('physician', 'sup'), 'physician', 'dr_last')}. "
        f"Fax copy to PCP at {c.FX()}." if r.random() < 0.7 else f"Provider: {c.S(prov, 'np')}",
        signature(c, prov, 'np', scribe=False),
    )
    site_l = f"{M('HOSPITAL', site)}  |  {M('STREET', L.street())}, {M('CITY', L.town())}  |  Tel {c.PH(False)}  Fax {c.FX()}"
    fast = r.random() < 0.15
    if fast:
        body = body.lower()
    return J(site_l, r.choice(["URGENT CARE VISIT NOTE", "Urgent Care Encounter", "Walk-in visit"]), f"Date of service: {c.D()}", hdr, "", body), layout


# =========================================================================== 4 EMS PCR
def ems(c):
    r, L = c.r, c.loc
    m1, m2 = c.staff("medic", "m1"), c.staff("medic", "m2")
    agency = r.choice({"US": [f"{c.town} Fire & EMS", f"{c.town} County EMS", f"{c.town} Volunteer Rescue Squad", "Tri-Valley Ambulance"],
                       "CA": [f"{c.town} Paramedic Services", "Lisgar County EHS", f"{c.town} Regional Paramedic Service"],
                       "UK": ["Northshire Ambulance Service", "West Tarrowdale Ambulance Trust", "Mardale Ambulance Service"],
                       "IE": [f"{c.town} Fire Brigade Ambulance", "Western Regional Ambulance Service", "Kilbrack Community First Responders"]}[c.code])
    layout = r.choice(["timeline", "kv_header", "vitals_table"])
    cc = r.choice(["MVC", "RTC", "fall", "cardiac arrest", "overdose", "SOB", "chest pain", "seizure", "assault", "unconscious", "stroke sx"])
    t0 = r.randint(0, 5)
    loc_line = r.choice([
        f"{M('STREET', L.street(unit=True))}, {M('CITY', L.town())}",
        f"{M('STREET', L.street_name())} at {M('STREET', L.street_name())}",
        f"{M('LOCATION_OTHER', r.choice(P.LANDMARKS_CLEAN))}, {M('CITY', L.town())}",
        f"{M('ORGANIZATION', r.choice(P.VENUES))}, {M('STREET', L.street())}",
    ])
    hdr = J(
        f"{M('ORGANIZATION', agency)} - PATIENT CARE REPORT",
        f"Incident #: {M('IDNUM', L.idnum('incident'))}    PCR #: {M('IDNUM', L.idnum('run'))}    Date: {c.D()}",
        f"Call type: {cc}    Priority: {r.choice(['1', '2', 'Cat 1', 'Cat 2', 'Echo', 'Delta'])}    Incident location: {loc_line}",
        f"Crew: {c.S(m1, 'medic', r.choice(['full_cred', 'full']))} ({r.choice(['lic', 'cert', 'reg'])} {M('LICENSE', L.license_doc()[1])}), "
        f"{c.S(m2, 'medic', r.choice(['full_cred', 'full']))}",
    )
    pinfo = kv_lines(c, r.sample(["name", "dob", "agesex", "addr", "phone", "hp", "nok"], 5), caps=r.random() < 0.5)
    tl = []
    times = [("Call received", 0), ("Dispatched", r.randint(1, 3)), ("En route", r.randint(3, 5)), ("On scene", r.randint(8, 18)),
             ("Pt contact", r.randint(19, 22)), ("Depart scene", r.randint(30, 45)), ("At destination", r.randint(50, 70)),
             ("Transfer of care", r.randint(72, 90))]
    for name, t in times:
        tl.append(f"{c.T(t, 'colon')}  {name}")
    bys = c.relative(r.choice(["friend", "neighbour" if c.code != "US" else "neighbor", "wife", "husband", "daughter"]))
    narr = r.choice([
        f"Found {c.A('yo')} {r.choice(['seated', 'supine on floor', 'in driver seat', 'prone', 'ambulatory on scene'])}. "
        f"Bystander {c.F(bys, 'full')} ({bys.rel}, {c.PH(True)}) reports {r.choice(['pt collapsed without warning', 'pt was punched x2', 'seizure lasting ~3 min', 'pt took unknown qty of tablets'])}. ",
        f"Dispatched for {cc}. {c.Ptitle()} {c.A('sexsuffix')} GCS {r.choice(['15', '14', '11', '3'])} on arrival. "
        f"{bys.rel.capitalize()} {c.F(bys, 'first')} on scene. ",
    ])
    if cc in ("MVC", "RTC"):
        narr += (f"Vehicle 1: {r.choice(['silver hatchback', 'blue pickup', 'white van', 'black SUV'])} plate {M('VEHICLE', L.plate())}, "
                 f"VIN {M('VEHICLE', L.vin())}; moderate front-end damage, airbags deployed. Pt restrained driver. ")
        if r.random() < 0.5:
            narr += f"Other driver {c.F(c.relative('friend', False), 'full')} DL# {M('LICENSE', L.driver_license())}, declined transport. "
    narr += f"{neg_line(c)}. Interventions: {r.choice(P.DRUGS)}; {r.choice(P.DRUGS)}."
    dev = f"Monitor: {r.choice(['LIFEPAK 15', 'Zoll X Series', 'Corpuls3'])} SN {M('DEVICE', L.device_sn())}"
    if cc == "cardiac arrest":
        dev += f"; LUCAS device SN {M('DEVICE', L.device_sn())}; bystander AED (SN {M('DEVICE', L.device_sn())}) from {M('LOCATION_OTHER', r.choice(P.LANDMARKS_CLEAN))}"
    dest = (f"Transported to {c.H()} {r.choice(['ED', 'Resus', 'A&E', 'ER'])}; handover to {r.choice(['RN', 'nurse', 'Dr'])} "
            f"{M('DOCTOR', c.staff('nurse', 'recv').form(r, r.choice(['full', 'last', 'first'])))} in {c.room()} at {c.T(r.randint(72, 90))}.")
    body = J(hdr, "", sec(c, "Patient", pinfo), sec(c, "Times", "\n".join(tl)) if layout == "timeline" else "Times: " + "; ".join(tl[2:6]),
             sec(c, "Narrative", narr),
             vitals_table(c, initials=False) if layout == "vitals_table" else f"Vitals: {vitals_inline(c)}",
             dev, dest,
             f"PCR completed by {c.S(m1, 'medic', 'full')} ({M('USERNAME', L.username(m1))}) on tablet {M('DEVICE', L.device_sn())}.")
    return body, layout


# =========================================================================== 5 trauma
def trauma(c):
    r, L = c.r, c.loc
    lead = c.staff("physician", "tl")
    airway = c.staff("physician", "aw")
    scribe = c.staff("nurse", "scr")
    layout = r.choice(["timeline", "headed", "kv_header"])
    mech = r.choice(["MVC vs tree, ~50 mph", "motorcycle vs car", "fall from scaffold ~6 m", "pedestrian struck by bus",
                     "stab wound L flank", "GSW R thigh", "ejected from quad bike", "crush injury at quarry", "assault with bat"])
    ts = c.T(0)
    hdr = J(f"TRAUMA TEAM ACTIVATION - {r.choice(['LEVEL 1', 'Level I', 'Code Red', 'TTA'])}",
            f"{c.H('full')}  {r.choice(['Resus', 'Trauma bay'])} {M('LOCATION_OTHER', str(r.randint(1, 4)))}",
            f"Activated {c.D()} {ts} by {r.choice(['pre-alert', 'triage', 'ED senior'])}",
            kv_lines(c, ["name", "mrn", "acct", "agesex"] + r.sample(["dob", "nok", "hp"], 2)),
            )
    unknown = r.random() < 0.3
    if unknown:
        hdr += f"\nRegistered as unknown {'female' if c.pt.sex == 'F' else 'male'} (trauma alias); identified as {c.P('full')} at {c.T(r.randint(40, 120))} via {L.bioid_label()} {M('BIOID', L.bioid())} (police)."
    team = J("Team:",
             f"  Trauma lead: {c.S(lead, 'physician', r.choice(['dr_full', 'full_cred']))}",
             f"  Airway: {c.S(airway, 'physician', r.choice(['dr_last', 'dr_full', 'full_cred']))}",
             f"  Procedures: {c.S(c.staff('physician', 'proc'), 'physician', 'dr_last_noperiod')}",
             f"  Scribe: {c.S(scribe, 'nurse', r.choice(['full_cred', 'first', 'full']))}",
             f"  Radiographer: {M('DOCTOR', c.staff('other', 'rad').form(r, 'full'))}")
    tl = J(f"{c.T(0)} pt arrived via {r.choice(['HEMS', 'ambulance', 'private car'])} ({M('ORGANIZATION', pick(r, 'AirCare 2', f'{c.town} Fire & EMS', 'Mardale Air Ambulance'))})",
           f"{c.T(2)} primary survey: C - {r.choice(['pelvic binder in situ', 'tourniquet R thigh', 'no catastrophic haemorrhage'])}; A - patent; B - {r.choice(['reduced AE L', 'clear', 'RR 28'])}",
           f"{c.T(6)} {vitals_inline(c)}",
           f"{c.T(9)} eFAST {r.choice(['negative', 'positive RUQ', 'equivocal'])}; 2 units O neg (unit nos {M('IDNUM', 'G' + digits(r, 12))}, {M('IDNUM', 'G' + digits(r, 12))})",
           f"{c.T(14)} {r.choice(TRAUMA_DRUGS)}; TXA 1 g IV",
           f"{c.T(25)} to CT (trauma series, accession {M('IDNUM', L.idnum('accession'))})",
           f"{c.T(52)} {r.choice(['to theatre', 'to ICU', 'to ward', 'to IR suite'])} - accepted by {c.S(c.staff('physician', 'surg'), 'physician', 'dr_last')}")
    mechtxt = f"{mech} {ext_place(c)} on {c.D()}."
    if "MVC" in mech or "motorcycle" in mech or "quad" in mech:
        mechtxt += f" Vehicle reg {M('VEHICLE', L.plate())}."
    if "scaffold" in mech or "quarry" in mech:
        mechtxt += f" Employer {c.org('emp')} informed; site manager {c.F(c.relative('friend', False), 'full')} {c.PH()}."
    police = r.random() < 0.6
    pol = (f"Police present: {r.choice(['PC', 'Officer', 'Constable', 'Garda', 'Sgt', 'Cst.'])} {M('FAMILY', Person_full(c))} "
           f"({r.choice(['badge', 'collar no', 'shoulder no'])} {M('IDNUM', L.idnum('badge'))}), ref {M('IDNUM', L.idnum('crime'))}.") if police else ""
    fam = f"Family: {c.nok.rel} {c.F(c.nok)} contacted on {c.PH()} at {c.T(r.randint(30, 80))}; en route from {M('CITY', L.town())}."
    return J(hdr, "", team, "", sec(c, "Mechanism", mechtxt), sec(c, "Timeline", tl), pol, fam,
             f"Tertiary survey due {c.D(c.ddelta(1))}. {neg_line(c)}.", signature(c, lead)), layout


# =========================================================================== 6 poison control / tox consult
def poison(c):
    r, L = c.r, c.loc
    spi = c.staff("other", "spi")
    tox = c.staff("physician", "tox")
    caller = c.staff("nurse", "caller")
    layout = r.choice(["timeline", "kv_header", "headed"])
    center = r.choice([f"{c.town} Regional Poison Center", "Tri-County Poison & Drug Information Center", "Lakeshore Poison Control Service",
                       "Northern Toxicology Advice Line", "Great Plains Poison Information Centre"])
    sub = r.choice(["paracetamol", "acetaminophen", "ibuprofen", "amitriptyline", "sertraline", "diphenhydramine", "iron tablets",
                    "button battery", "dishwasher pod", "methanol", "lithium", "quetiapine", "amlodipine", "rodenticide", "e-cigarette liquid"])
    child = c.age < 12
    amt = {"button battery": "1 x", "dishwasher pod": "1 x", "methanol": "~1 mouthful of", "e-cigarette liquid": "~5 mL of",
           "rodenticide": "unknown amount of", "iron tablets": f"{r.randint(4, 30)} x 200 mg"}.get(sub) or \
        f"{r.randint(2, 60)} x {r.choice(['500 mg', '25 mg', '200 mg', '10 mg', '50 mg'])}"
    wt = r.randint(48, 125) if c.age >= 16 else max(9, c.age * 3 + r.randint(6, 12))
    hdr = J(f"{M('ORGANIZATION', center)}" + (f"  {M('URL', L.url())}" if r.random() < 0.3 else ""),
            f"{r.choice(['CASE', 'Case #', 'Case no.'])}: {M('IDNUM', L.idnum('case'))}   Opened {c.D()} {c.T(0)}",
            f"Caller: {c.S(caller, 'nurse', 'full')}, {r.choice(['RN', 'charge RN', 'ED nurse'])} at {c.H()}; callback {M('PHONE', L.phone(False) + L.ext())}",
            f"SPI: {c.S(spi, 'spi', r.choice(['full_cred', 'full']))}   Toxicologist on call: {c.S(tox, 'physician', r.choice(['dr_full', 'dr_last']))}")
    pt = kv_lines(c, ["name", r.choice(["dob", "agesex"]), "mrn"] + (["nok"] if child else []))
    if child:
        par = c.nok
        story = (f"{c.P('first')}, {c.A('year_old')} ({wt} kg), found by {par.rel} {c.F(par)} with open container of {sub} at "
                 f"{r.choice(['home', 'grandparents house', 'childminder'])} ({M('STREET', L.street())}, {M('CITY', L.town())}). "
                 f"Estimated {amt}. {r.choice(['Attends', 'Goes to'])} {c.org('school')}; childminder {c.F(c.relative('friend', False), 'full')}.")
    else:
        story = (f"{c.A()} ({wt} kg) intentional ingestion of {amt} {sub} at approx {c.T(-r.randint(60, 480))} on {c.D()}. "
                 f"Co-ingestants: {r.choice(['EtOH', 'none reported', 'cannabis', 'unknown'])}. Found by {c.nok.rel} {c.F(c.nok)}. "
                 + (f"Pt is a {c.prof()}." if c.age >= 17 else f"Pt is a pupil at {c.org('school')}."))
    if sub in ("paracetamol", "acetaminophen"):
        recs = f"Recommend 4-h level; start NAC if above treatment line. {labs_line(c)}."
    elif sub in ("amitriptyline", "diphenhydramine", "quetiapine", "amlodipine", "lithium", "sertraline"):
        recs = f"ECG: QRS {r.randint(80, 160)} ms, QTc {r.randint(400, 560)} ms. Sodium bicarbonate 1-2 mEq/kg IV if QRS >120. Observe min 6 h on monitor."
    elif sub == "button battery":
        recs = f"XR neck/chest to localise battery - urgent endoscopy if oesophageal. Discussed with ENT at {c.H('short', c.hosp2)}."
    elif sub == "methanol":
        recs = f"Osmolar gap, VBG, methanol level. Fomepizole 15 mg/kg IV load; renal consulted re HD. {labs_line(c)}."
    else:
        recs = f"Activated charcoal not indicated (>1 h). Observe 6 h; symptomatic care. {labs_line(c)}."
    fup = J("Follow-up calls:",
            f"  {c.D()} {c.T(r.randint(120, 240))} spoke with {M('DOCTOR', c.staff('physician', 'edres').form(r, r.choice(['full', 'last'])))}: {r.choice(['asymptomatic', 'level back, below line', 'vomiting x1', 'QRS narrowing'])}",
            f"  {c.D(c.ddelta(1))} {c.T(r.randint(0, 600))} {r.choice(['patient medically cleared', 'NAC completed', 'admitted to ward', 'discharged to psych'])}; case closed by {M('USERNAME', L.username(spi))}")
    email = f"Summary emailed to {M('EMAIL', L.email(tox))} and faxed {c.FX()}."
    return J(r.choice(["TOXICOLOGY CONSULT", "Poison Center Consultation Record", "POISONS ADVICE - CALL LOG"]), hdr, "", pt, "",
             sec(c, "Exposure", story), sec(c, "Recommendations", recs), fup, email), layout


# =========================================================================== 7 ED discharge instructions
def discharge(c):
    r, L = c.r, c.loc
    doc = c.staff("physician", "att")
    layout = r.choice(["headed", "narrative", "medlist"])
    dx, icd = r.choice([("Concussion (minor head injury)", "S06.0X0A"), ("Ankle sprain", "S93.401A"), ("Viral illness", "B34.9"),
                        ("Non-cardiac chest pain", "R07.89"), ("Laceration, sutured", "S61.411A"), ("Renal colic", "N23"),
                        ("Distal radius fracture (buckle)", "S52.501A"), ("Allergic reaction", "T78.40XA"),
                        ("Gastroenteritis", "A09"), ("Soft tissue injury", "T14.8")])
    hdr = J(f"{c.H('full')}  Emergency Department",
            f"{M('STREET', L.street())}, {M('CITY', c.hosp['town'])}  Tel {c.PH(False)}",
            r.choice(["DISCHARGE INSTRUCTIONS", "Patient Discharge Summary - ED", "After Visit Summary", "Going home advice"]),
            kv_lines(c, ["name", "dob", "mrn", r.choice(["acct", "hp"]), "arrival"]))
    greet = r.choice([f"Dear {c.Ptitle()},", f"Hi {c.P('first')},", f"{c.P('full')} - you were seen today by {c.S(doc, 'physician', 'dr_last')}.", ""])
    meds = "\n".join(f"  {i + 1}. {m}" for i, m in enumerate(r.sample(DC_MEDS, r.randint(1, 3))))
    fu = r.choice([
        f"Follow up with your {'primary care provider' if c.us else 'GP'} ({c.S(c.staff('physician', 'gp'), 'physician', 'dr_last')}, {M('HOSPITAL', c.gp_practice())}, {c.PH(False)}) within 3-5 days.",
        f"Fracture clinic appointment: {c.D(c.ddelta(r.randint(2, 9)), r.choice(['full_wd', 'long', 'long_gb', 'ord']))} at {c.T(r.randint(0, 300), 'ampm')}, {c.H('short', c.hosp2)} outpatients, {M('HOSPITAL', r.choice(['Clinic 4', 'Orthopaedic OPD', 'Kestrel Clinic', 'Suite B Fracture Clinic']))}.",
        f"Return to the ED for wound check on {c.Dshort(c.ddelta(2))}. Sutures out in {r.randint(5, 14)} days at your {'clinic' if c.us else 'practice nurse'}.",
    ])
    ret = "Come back straight away or call " + {"US": "911", "CA": "911", "UK": r.choice(["999", "NHS 111"]), "IE": r.choice(["112", "999 or 112"])}[c.code] + " if: worsening headache, repeated vomiting, confusion, weakness, or chest pain."
    port = f"View your results at {M('URL', L.url())}. Questions: {c.PH(False)} or {M('EMAIL', 'ed.followup@' + r.choice(['example.org', 'example.com', 'example.net']))}."
    note = ""
    if r.random() < 0.5:
        if c.age < 18:
            note = f"School note: {c.P('first')} may return to {c.org('school')} on {c.D(c.ddelta(r.randint(1, 4)))}; no PE/contact sport until {c.D(c.ddelta(r.randint(10, 21)))}."
        else:
            note = f"Fit note/work note issued for {c.org('emp')}: unfit for work {c.Dshort(c.ddelta(0))} to {c.Dshort(c.ddelta(r.randint(3, 14)))}."
    body = J(greet, sec(c, "Diagnosis", dx + f"  ({icd})"), sec(c, "Medicines", meds), sec(c, "Follow-up", fu),
             sec(c, "When to return", ret), port, note,
             f"Copy sent to {M('HOSPITAL', c.gp_practice())}, fax {c.FX()}." if r.random() < 0.5 else "",
             f"Discharging clinician: {c.S(doc, 'physician', r.choice(['dr_full', 'full_cred', 'LAST_FIRST_cred']))}  Discharge nurse: {c.S(c.staff('nurse', 'dc'), 'nurse', 'first')}",
             f"Patient/guardian signature: {c.F(c.nok, 'full') if c.age < 18 else c.P('full')}   Date: {c.D()}")
    return J(hdr, "", body), layout


# =========================================================================== 8 observation unit
def obs_unit(c):
    r, L = c.r, c.loc
    hosp = c.staff("physician", "hosp")
    layout = r.choice(["headed", "timeline", "vitals_table"])
    unit = r.choice(["Clinical Decision Unit", "ED Observation Unit", "CDU", "Short Stay Unit", "Obs Unit"])
    reason = r.choice(["chest pain r/o ACS", "syncope", "TIA work-up", "asthma exacerbation", "cellulitis on IV abx",
                       "intoxication / head injury obs", "renal colic pain control", "hyperemesis", "low-risk PE pathway"])
    hdr = J(f"{unit.upper()} PROGRESS NOTE - {c.H('short')}",
            f"{c.P(r.choice(['LAST_FIRST', 'full']))}   {c.A('sexsuffix_sp')}   {r.choice(['MRN', 'Hosp no'])} {M('MRN', L.mrn())}   {c.room()}",
            f"Placed in obs: {c.D()} {c.T(0)}   Hours in obs: {r.randint(6, 30)}")
    trops = "\n".join(f"  {c.DT(h * 180)}  hs-TnT {r.randint(3, 60)} ng/L  (specimen {M('IDNUM', L.idnum('specimen'))})"
                      for h in (0, 1, 2))
    body = J(
        sec(c, "Reason for obs", reason),
        sec(c, "Interval history", f"Overnight {r.choice(['uneventful', 'one episode of chest tightness', 'vomited x1', 'slept well'])}. "
                                   f"{c.nok.rel.capitalize()} {c.F(c.nok, 'first')} visited, updated by phone ({c.PH()})."),
        vitals_table(c) if layout == "vitals_table" else f"Obs: {vitals_inline(c)}",
        sec(c, "Serial results", trops),
        sec(c, "Imaging", f"{r.choice(['Stress echo', 'CTCA', 'MRI brain', 'CT KUB', 'V/Q scan'])} booked {c.Dshort(c.ddelta(1))}, order {M('IDNUM', L.idnum('order'))}."),
        sec(c, "Plan", f"{r.choice(['Discharge if negative', 'Admit to medicine if positive', 'Continue obs 6 h'])}. {neg_line(c)}. "
                       f"Device check: {r.choice(['PPM', 'ICD', 'loop recorder', 'insulin pump'])} SN {M('DEVICE', L.device_sn())} interrogated by {M('DOCTOR', c.staff('other', 'physiol').form(r, 'full'))}."
        ),
        f"Hospitalist: {c.S(hosp, 'physician')}  Obs RN: {c.S(c.staff('nurse', 'obsrn'), 'nurse', r.choice(['first', 'full_cred']))}",
        signature(c, hosp, scribe=False),
    )
    return J(hdr, "", body), layout


# =========================================================================== 9 handover
def handover(c):
    r, L = c.r, c.loc
    frm = c.staff("physician", "from")
    to = c.staff("physician", "to")
    layout = r.choice(["headed", "narrative", "kv_header"])
    s = f"{c.P(r.choice(['full', 'first_init', 'full_mid']))}, {c.A()}, {r.choice(['MRN', 'hosp no', 'MRN#'])} {M('MRN', L.mrn())}, from {c.room()}"
    b = (f"PMH {r.choice(['T2DM, CKD3', 'COPD on home O2', 'alcohol excess', 'dementia', 'IHD, PCI ' + M('DATE', str(c.visit.year - r.randint(1, 12))), 'CVA ' + M('DATE', fmt_date(r, c.ddelta(-r.randint(100, 2000)), c.code, 'monyear'))])}. "
         f"Presented {c.Dshort()} {c.T(0)} with {r.choice(P.COMPLAINTS)}. "
         f"{'Lives with ' + c.nok.rel + ' ' + c.F(c.nok) if r.random() < 0.6 else 'Lives alone'}, {r.choice(['independent', 'uses frame', 'package of care QDS'])}.")
    a = f"{vitals_inline(c)}. {labs_line(c)}. {r.choice(['Working dx sepsis ?source', 'NSTEMI', 'CAP CURB-65 2', 'fractured NOF', 'AKI'])}."
    dnacpr = (f"DNACPR in place - form dated {c.D(c.ddelta(-r.randint(20, 400)))}." if r.random() < 0.4 else "DNACPR not in place.")
    rec = (f"Accepted by {c.S(to, 'physician', r.choice(['dr_last', 'dr_full']))} to {M('HOSPITAL', c.unit)}, bed {M('LOCATION_OTHER', str(r.randint(1, 30)))}. "
           f"Pending: {r.choice(['blood cultures', 'CT report', 'repeat lactate', 'ortho review'])} (order {M('IDNUM', L.idnum('order'))}). "
           f"NOK {c.F(c.nok, 'full')} informed {c.T(r.randint(20, 90))} on {c.PH()}. {dnacpr}")
    ward_ph = f"Ward ext {M('PHONE', digits(r, 4))}" if r.random() < 0.5 else f"bleep {M('PHONE', L.pager())}"
    body = J(r.choice(["ED -> WARD HANDOVER (SBAR)", "Handover to admitting team", "ED TRANSFER NOTE"]),
             f"{c.D()} {c.T(r.randint(90, 240))}  From: {c.S(frm, 'physician')}  To: {c.S(to, 'physician', 'dr_full')} ({ward_ph})",
             "", sec(c, "S", s, caps=False), sec(c, "B", b, caps=False), sec(c, "A", a, caps=False), sec(c, "R", rec, caps=False),
             f"Escort: {r.choice(['porter', 'HCA', 'RN'])} {M('DOCTOR', c.staff('other', 'porter').form(r, 'first'))}. "
             f"Handover given by {c.S(c.staff('nurse', 'edrn'), 'nurse', 'full')} to ward nurse {c.S(c.staff('nurse', 'wardrn'), 'nurse', 'first')}.")
    return body, layout


# =========================================================================== 10 safeguarding / SA referral
def safeguarding(c):
    r, L = c.r, c.loc
    lead = c.staff("nurse", "sglead")
    layout = r.choice(["kv_header", "headed", "narrative"])
    sa = r.random() < 0.5
    title = ("SEXUAL ASSAULT - FORENSIC EXAMINATION REFERRAL" if sa else
             r.choice(["Child Protection Referral - ED", "CHILD SAFEGUARDING NOTIFICATION", "SAFEGUARDING REFERRAL (CHILD)"]) if c.age < 18 else
             r.choice(["SAFEGUARDING REFERRAL", "Safeguarding Adults Concern Form", "ADULT PROTECTION REFERRAL"]))
    ref = f"Referral ref: {M('IDNUM', L.idnum('referral'))}   Date: {c.D()} {c.T(0)}"
    pinfo = kv_lines(c, ["name", "dob", "addr", "phone", "mrn"] + (["hp"] if r.random() < 0.5 else []) + (["nok"] if c.age < 18 else []))
    alleged = c.relative(r.choice(["boyfriend", "partner", "friend", "stepfather" if c.age < 18 else "husband"]), same_surname=False)
    if sa:
        nurse = c.staff("nurse", "sane")
        story = (f"{c.A()} reports assault {c.Dshort(c.ddelta(-r.randint(0, 3)))} approx {c.T(-r.randint(120, 900), 'ampm')} "
                 f"after leaving {M('ORGANIZATION', r.choice(P.VENUES))}, {M('STREET', L.street_name())}. Alleged assailant known to pt as "
                 f"{M('FAMILY', alleged.form(r, r.choice(['first', 'full', 'nick'])))}. " + (f"Pt is a {c.prof()}." if c.age >= 17 else f"Attends {c.org('school')}."))
        forensic = J(f"Examined by {c.S(nurse, 'nurse', 'full_cred')} ({r.choice(['SANE', 'FNE', 'SARC nurse'])}).",
                     f"Evidence kit {M('IDNUM', L.idnum('kit'))}; chain of custody to officer {M('FAMILY', Person_full(c))} badge {M('IDNUM', L.idnum('badge'))} at {c.T(r.randint(60, 300))}.",
                     f"{L.bioid_label()}: {M('BIOID', L.bioid())}.",
                     f"Crime ref {M('IDNUM', L.idnum('crime'))}. Police contact {M('PHONE', L.phone(False))}, {M('EMAIL', 'cid.' + c.town.lower().replace(' ', '') + '@' + r.choice(['example.org', 'example.net']))}.",
                     f"PEP/emergency contraception: {r.choice(['levonorgestrel 1.5 mg given', 'ulipristal 30 mg given', 'declined'])}; HIV PEP {r.choice(['started', 'not indicated'])}.")
    else:
        sw = c.staff("other", "sw")
        story = (f"{c.A()} " + (f"attending {c.org('school')}; teacher {M('FAMILY', Person_full(c))} raised concerns re bruising. " if c.age < 18 else "")
                 + f"Injuries ({r.choice(['bruising to upper arms', 'burn to hand', 'fracture inconsistent with history', 'unexplained head injury'])}) "
                 f"inconsistent with account given by {alleged.rel} {M('FAMILY', alleged.form(r, 'full'))}. "
                 f"Known to {M('ORGANIZATION', r.choice(AGENCIES))}.")
        forensic = J(f"Discussed with hospital social worker {c.S(sw, 'sw', r.choice(['full', 'full_cred']))} ({c.PH(False)}).",
                     (f"Skeletal survey (accession {M('IDNUM', L.idnum('accession'))}) {r.choice(['requested', 'done - awaiting report'])}." if c.age < 18 else
                      f"Body map completed; photos (ref {M('IDNUM', L.idnum('accession'))}) with consent. Capacity assessed - has capacity."),
                     (f"Siblings: {M('FAMILY', Person_first(c))} ({M('AGE', r.randint(1, 14))}) and {M('FAMILY', Person_first(c))} ({M('AGE', r.randint(1, 14))}) at the home address." if c.age < 18 else
                      f"Carer agency {M('ORGANIZATION', r.choice(['Sunnyvale Care Agency', 'HomeFirst Carers', 'Bluebell Domiciliary Care']))} informed; key worker {M('FAMILY', Person_full(c))}."),
                     f"Police: {r.choice(['PC', 'DC', 'Garda', 'Det.', 'Officer'])} {M('FAMILY', Person_full(c))}, ref {M('IDNUM', L.idnum('crime'))}.")
    body = J(title, ref, "", pinfo, "", sec(c, "Concern", story), sec(c, "Actions", forensic),
             f"Safeguarding lead: {c.S(lead, 'nurse', 'full_cred')}  {c.PH(False)}  {M('EMAIL', L.email(lead))}",
             f"Referrer: {c.S(c.staff('physician', 'ref'), 'physician')}, {c.H('full')}. Submitted via {M('URL', L.url())} from {M('IPADDR', L.ip())}.")
    return body, layout


# =========================================================================== 11 police / coroner liaison
def police_coroner(c):
    r, L = c.r, c.loc
    doc = c.staff("physician", "att")
    layout = r.choice(["headed", "narrative", "kv_header"])
    coroner = r.random() < 0.55
    if coroner:
        cof = c.relative("friend", False)
        tod = c.T(r.randint(30, 200))
        office = r.choice([f"{c.town} Coroner's Office", f"{c.town} County Medical Examiner", "Mardale Coroner Service", "Office of the Coroner, Northshire"])
        body = J(r.choice(["REPORT OF DEATH TO CORONER", "Coroner Referral - ED Death", "MEDICAL EXAMINER NOTIFICATION"]),
                 f"Deceased: {c.P(r.choice(['LAST_FIRST', 'full_mid', 'full']))}   DOB {c.DOB()}   Age {M('AGE', c.age)}",
                 f"{r.choice(['MRN', 'Hosp no'])} {M('MRN', L.mrn())}   {r.choice(L.healthplan_label())} {M('HEALTHPLAN', L.healthplan())}",
                 f"Address: {L.address_lines()}",
                 (f"{r.choice(L.ssn_label())}: {M('SSN', L.ssn())}" if r.random() < 0.5 else f"Country of birth: {M('COUNTRY', c.country)}"),
                 f"Date of death: {c.D(style='full_wd' if r.random() < 0.3 else None)}   Time verified: {tod} by {c.S(doc, 'physician')}",
                 f"Place: {c.H('full')} ED, {c.room()}",
                 "",
                 sec(c, "Circumstances", f"{c.A()} {r.choice(['BIBA in cardiac arrest', 'found unresponsive at home', 'RTC', 'fall down stairs', 'suspected overdose'])} {ext_place(c)}. "
                                         f"ROSC not achieved. {r.choice(['Adrenaline 1 mg x6', 'CPR 40 min', 'LUCAS applied'])}. Body tag {M('IDNUM', 'BT-' + digits(r, 6))}."),
                 sec(c, "Identification", f"Identified by {c.nok.rel} {c.F(c.nok, 'full')} ({c.PH()}) at {c.T(r.randint(60, 240))}. "
                                          f"{L.bioid_label()} {M('BIOID', L.bioid())} taken by police." if r.random() < 0.5 else
                     f"Identified by {c.nok.rel} {c.F(c.nok, 'full')} ({c.PH()}); driving licence {M('LICENSE', L.driver_license())} in property."),
                 f"Implanted devices: {r.choice(['pacemaker', 'ICD', 'none known'])}" + (f" SN {M('DEVICE', L.device_sn())} - deactivate before release" if r.random() < 0.6 else ""),
                 f"GP: Dr {M('DOCTOR', c.staff('physician', 'gp').last)}, {M('HOSPITAL', c.gp_practice())}",
                 f"Coroner's officer: {M('FAMILY', cof.form(r, 'full'))}, {M('ORGANIZATION', office)}, tel {c.PH(False)}, fax {c.FX()}, case {M('IDNUM', L.idnum('coroner'))}",
                 signature(c, doc, scribe=False))
        return body, layout
    off = Person_full(c)
    force = r.choice([f"{c.town} Police Department", "Northshire Constabulary", f"{c.town} Police Service", "Mardale Police",
                      f"{c.town} Garda Station", f"{c.town} County Sheriff's Office"])
    body = J(r.choice(["POLICE LIAISON NOTE", "Request for information - police", "LAW ENFORCEMENT CONTACT"]),
             f"{c.D()} {c.T(0)}",
             f"Officer {M('FAMILY', off)} ({r.choice(['badge', 'collar', 'warrant card', 'reg no'])} {M('IDNUM', L.idnum('badge'))}), {M('ORGANIZATION', force)}, "
             f"attended re pt {c.P(r.choice(['full', 'LAST_FIRST']))} (DOB {c.DOB()}, {r.choice(['MRN', 'hosp no'])} {M('MRN', L.mrn())}).",
             f"Incident: {r.choice(['assault', 'RTC', 'found intoxicated', 'domestic incident', 'arrested - medical clearance'])} {ext_place(c)}, ref {M('IDNUM', L.idnum('crime'))}.",
             f"Vehicle involved: {M('VEHICLE', L.plate())}" + (f" (VIN {M('VEHICLE', L.vin())})" if r.random() < 0.4 else "") if r.random() < 0.6 else "",
             f"Request: {r.choice(['blood alcohol sample', 'statement re injuries', 'fitness for interview', 'copy of notes (consent required)'])}. "
             f"{r.choice(['Pt consented in writing.', 'Pt lacks capacity - not disclosed.', 'Declined, no warrant/court order.', 'Discussed with Caldicott guardian.'])}",
             f"Sample {M('IDNUM', L.idnum('specimen'))} sealed, handed over {c.T(r.randint(20, 90))}.",
             (f"Custody record: {L.bioid_label()} {M('BIOID', L.bioid())}; {r.choice(L.ssn_label())} {M('SSN', L.ssn())}." if r.random() < 0.45 else
              f"Pt is a national of {M('COUNTRY', c.country)}; passport {M('IDNUM', letters(r, 2) + digits(r, 7))} retained by police." if r.random() < 0.5 else ""),
             f"Officer contact: {c.PH(True)}, {M('EMAIL', Person_first(c).lower() + '.' + digits(r, 4) + '@' + r.choice(['example.net', 'example.org']))}.",
             f"Pt occupation: {c.prof()}; employer {c.org('emp')} not contacted.",
             f"Documented by {c.S(doc, 'physician')} with {c.S(c.staff('nurse', 'cn'), 'nurse', 'full_cred')} (charge nurse).")
    return body, layout


# =========================================================================== 12 minor injury unit
def miu(c):
    r, L = c.r, c.loc
    enp = c.staff("np", "enp")
    layout = r.choice(["kv_header", "headed", "narrative"])
    site = c.urgent_care() if c.code in ("UK", "IE") else f"{c.hosp['short']} Fast Track"
    inj, ex0, part = r.choice([
        ("inversion injury R ankle", "Swelling and bruising lateral malleolus, tender posterior edge fibula", "ankle"),
        ("FOOSH L wrist", "ASB tenderness, pain on telescoping thumb", "wrist"),
        ("laceration L index finger (knife)", "2 cm lac volar aspect, clean edges, FDP/FDS intact", "hand"),
        ("crush injury R thumb", "subungual haematoma 60%, nail plate intact", "hand"),
        ("FB R eye (metal fragment)", "VA 6/6 bilat, FB at 4 o'clock removed with needle, small rust ring", None),
        ("bite to hand (cat)", "2 puncture wounds dorsum, no tendon involvement", "hand"),
        ("twisting injury knee playing football", "effusion, able to SLR, no bony tenderness", "knee"),
        ("burn to palm (kettle)", "superficial partial thickness burn ~1% TBSA", None),
        ("clavicle injury off bike", "step deformity mid-shaft clavicle, skin intact", "clavicle"),
    ])
    where = r.choice([f"at {c.org('gym')}", "at home", ext_place(c)] + ([f"at {c.org('school')}"] if c.age < 19 else [f"at work ({c.org('emp')})"]))
    hdr = J(f"{M('HOSPITAL', site)} - {r.choice(['MINOR INJURY RECORD', 'Minor Injuries Attendance', 'ENP Assessment'])}",
            kv_lines(c, ["name", "dob", r.choice(["mrn", "hp"]), "acct", "addr", "phone", "gp"] + (["occupation"] if c.age >= 17 else ["nok"])))
    hx = (f"{c.A()} {inj} {where} {c.Dshort()} ~{c.T(-r.randint(60, 500), 'ampm')}. "
          f"{r.choice(['Able to weight bear 4 steps.', 'Unable to WB.', 'RHD.', 'LHD.', 'Tetanus up to date.', 'Tetanus status unknown.'])}")
    ex = f"{ex0}. {r.choice(['Ottawa ankle rules positive', 'Ottawa knee rules negative', 'Beighton not assessed', 'Kanavel signs absent', 'Seidel test negative', 'no Tinel sign'])}. NV intact."
    xr = "No imaging required." if part is None else f"XR {part} {c.T(r.randint(20, 60))}, accession {M('IDNUM', L.idnum('accession'))}: {r.choice(['NBI', 'undisplaced fx', 'no fracture', '?subtle fx - for radiology report'])}."
    plan = r.choice([
        f"Backslab, fracture clinic {c.D(c.ddelta(r.randint(2, 7)))} at {c.H('short')}. Referral {M('IDNUM', L.idnum('referral'))}.",
        f"Steristrips, advice leaflet ({M('URL', L.url())}). GP/practice nurse review if concerns.",
        f"Tubigrip, crutches, PRICE. Analgesia: {r.choice(P.DRUGS)}. Virtual fracture clinic to call on {c.PH(True)}.",
    ])
    body = J(sec(c, "History", hx), sec(c, "Examination", ex), xr, sec(c, "Plan", plan),
             f"Seen by ENP {c.S(enp, 'np', r.choice(['full_cred', 'full', 'init_last_cred']))} ({M('LICENSE', L.license_doc()[1])}) at {c.T(r.randint(15, 50))}."
             + (f" Discussed with Dr {M('DOCTOR', c.staff('physician', 'edc').last)} at {c.H('acro')} via phone." if r.random() < 0.5 else ""),
             f"Letter to GP copied to {M('EMAIL', 'gp.' + r.choice(['admin', 'referrals', 'reception']) + '@' + r.choice(['example.org', 'example.com']))}." if r.random() < 0.4 else "")
    if r.random() < 0.15:
        body = body.lower()
    return J(hdr, "", body), layout


GENRES = [
    ("ed_physician_note", ed_physician), ("triage_note", triage), ("urgent_care_visit", urgent_care),
    ("ems_patient_care_report", ems), ("trauma_team_activation", trauma), ("poison_control_consult", poison),
    ("ed_discharge_instructions", discharge), ("observation_unit_note", obs_unit), ("ed_to_ward_handover", handover),
    ("safeguarding_sexual_assault_referral", safeguarding), ("police_coroner_liaison", police_coroner),
    ("minor_injury_unit_record", miu),
]

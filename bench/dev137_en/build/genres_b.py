"""Genres: inpatient psychiatry, substance-use / methadone clinic, court and legal correspondence."""
import datetime as dt
import phi
import neg
import blocks as B
from phi import M
from people import Person
import pools as P


def inpatient(c):
    r = c.r
    nursing = r.random() < .3
    adm = c.off(-r.randrange(1, 21))
    hd = (c.d0 - adm).days + 1
    L = [f"{M('HOSPITAL', c.hosp)} - {M('HOSPITAL', c.unit)}" if r.random() < .6 else M("HOSPITAL", c.hosp.upper())]
    L.append("PSYCHIATRIC NURSING SHIFT NOTE" if nursing else r.choice(
        ["INPATIENT PSYCHIATRY PROGRESS NOTE", "Psychiatry Daily Progress Note", "Attending Progress Note - Adult Inpatient Psychiatry"]))
    L.append(f"Patient: {c.P(r.choice(['LFM', 'lf', 'LF']))}    MRN {M('MRN', c.mrn)}    Acct {M('ACCOUNT', c.acct)}")
    L.append(f"Room {M('LOCATION_OTHER', c.room)}{(' Bed ' + M('LOCATION_OTHER', r.choice('AB12'))) if r.random() < .5 else ''}"
             f"    Admit: {c.D(adm)}    Hospital day #{hd}    Age/Sex: {M('AGE', c.age)}/{c.pt.sex}")
    hold_end = c.off(r.randrange(0, 4))
    L.append("Legal status: " + r.choice([
        "voluntary", f"{c.legal[0]} ({c.legal[1]}) expires {c.D(hold_end, 'md')} {phi.clock(r, '24c')}",
        f"{c.legal[2]} filed {c.D(c.off(-1))}; hearing {c.D(c.off(r.randrange(2, 8)), 'amd')}",
        "involuntary - certified", f"conditional voluntary signed {c.D(adm, 'md')}"]))
    L.append(f"Attending: {c.md.dr(r)}    " + r.choice([f"Resident: {M('DOCTOR', phi_person(r))}, MD", f"NP: {c.np.sig(r)}", ""]))
    L.append("")
    rel0, n0 = c.rel(0)
    if nursing:
        shift = r.choice(["0700-1930", "1900-0730", "Days", "Nights", "Evenings 1500-2330"])
        L += [f"Shift: {shift}  Date: {c.D()}",
              f"Observation level: {r.choice(['q15 min checks', '1:1 constant observation', 'q15 + line of sight', 'routine'])}.",
              f"Pt slept {r.randrange(2, 9)}.{r.choice([0, 5])} hrs per checks. Intake {r.randrange(25, 100)}% of meals.",
              r.choice([f"PRN hydroxyzine 25 mg PO given at {phi.clock(r, '24')} for anxiety with good effect.",
                        f"PRN olanzapine 5 mg IM given {phi.clock(r, '24')} after pt struck door of room {M('LOCATION_OTHER', phi.room(r))}.",
                        "No PRNs required this shift."]),
              r.choice([f"Visit from {rel0} {n0} during visiting hours, appropriate.", f"Phone call with {rel0} {n0} x10 min, pt tearful after.",
                        f"Pt asked to call {c.other[0]} {M('FAMILY', c.other[1].fmt('full'))}; number given by pt {c.ph()}.", "No visitors."]),
              "Seclusion/restraint: " + r.choice(["none", f"seclusion {phi.clock(r, '24c')}-{phi.clock(r, '24c')}, released when calm"]) + ".",
              " ".join(neg.words(r, 2)),
              r.choice([f"Belongings: cell phone (IMEI {M('DEVICE', phi.device_id(r))}) and wallet locked in unit safe.",
                        f"Pt's CPAP (SN {M('DEVICE', phi.device_id(r))}) brought in by family, checked by biomed.",
                        "Belongings inventoried, no contraband.", ""]), ""]
        L += B.vitals(r, inline=True)
        L.append(f"{c.rn.sig(r)}  {c.D(c.d0, 'mdY0')} {phi.clock(r, '24c')}")
        return L
    L += ["SUBJECTIVE / INTERVAL:",
          f"{c.who()} seen on unit {r.choice(['in dayroom', 'in room', 'in interview room'])}. " + r.choice([
              f"States \"I'm ready to go home, my {rel0} is here.\"", "Reports voices are 'quieter'.", "Slept poorly; nightmares.",
              "Refused AM meds, later accepted after discussion.", "Requests to call attorney re: hearing.",
              f"{c.Mr()}'s {rel0} brought clothes and asked about discharge date."]),
          f"Per nursing ({c.rn.dr(r)}), slept {r.randrange(3, 9)} hrs; PRN x{r.randrange(0, 3)}. " + r.choice(neg.WORDNEG),
          r.choice([f"Collateral from {rel0} {n0} ({c.ph()}): pt had stopped meds around {c.hol()}.",
                    f"Collateral from outpatient therapist {c.ther.dr(r)} at {M('HOSPITAL', c.clinic)}.",
                    f"Spoke with {c.relp(1)}, who agrees to family meeting {c.D(c.off(r.randrange(1, 4)), 'A')}."]), ""]
    L += ["OBJECTIVE:"] + B.vitals(r, inline=True)
    if r.random() < .6:
        L += B.labs(c, k=r.randrange(4, 8))
    L += neg.mse(r) + [" ".join(neg.eponyms(r, 2)), ""]
    L += ["ASSESSMENT / PLAN:",
          f"{c.A(r.choice(['yo', 'y/o', 'yof', 'year-old']))} with {r.choice(neg.ICD)[1]}, admitted {c.D(adm, r.choice(['md', 'bd', 'mdY']))} "
          f"after {r.choice(['SI with plan', 'disorganized behavior in community', 'overdose', 'aggression toward family', 'grave disability'])}.",
          f"# Psychosis/mood: {r.choice(['increase', 'continue', 'start'])} {r.choice(neg.PSYMEDS)[0]}; {r.choice(['monitor QTc (last 448 ms)', 'Li level in 5 days', 'ANC weekly per REMS', 'AIMS monthly'])}.",
          "# Safety: " + r.choice(["continue q15", "1:1 until reassessed", "contract not used; unit safety plan"]) + ".",
          f"# Medical: {r.choice(neg.ICD[-12:])[1]}; {r.choice(['medicine consult', 'follow LFTs', 'thiamine', 'CPAP from home, SN ' + M('DEVICE', phi.device_id(r))])}.",
          f"# Dispo: EDD {c.D(c.off(r.randrange(2, 12)), 'md')} to {r.choice(['home with ' + rel0, M('HOSPITAL', phi.resi(r)), 'shelter', 'residential'])};"
          f" aftercare with {M('HOSPITAL', c.clinic)}; SW {c.cm.dr(r)} following.", ""]
    L += B.sig(c, c.md)
    return L


def phi_person(r):
    return Person(r).fmt(r.choice(["full", "il"]))


def _dose_table(c, n):
    r = c.r
    L = [r.choice(["Date        Dose     Nurse  Notes", "DATE | DOSE | RN | COMMENT"])]
    dose = r.choice([40, 60, 75, 85, 90, 110, 120])
    for i in range(n, 0, -1):
        d = c.off(-i)
        nurse = M("DOCTOR", r.choice([c.rn.p.fmt("INIT"), c.rn.p.fmt("INIT"), "".join(r.choice("ABCDEFGHJKLMNPRSTW") for _ in range(2))]))
        note = r.choice(["", "", "observed", "TH x1", "guest dose", "missed", "late arrival 1145", "COWS 6"])
        if note == "missed":
            L.append(f"{c.D(d, 'mdy')}   --       {nurse}     no show")
        else:
            L.append(f"{c.D(d, 'mdy')}   {dose} mg    {nurse}     {note}".rstrip())
    return L, dose


def methadone(c):
    r = c.r
    otp = phi.otp(r)
    kind = r.choice(["dosing", "counsel", "physician", "dosing"])
    L = [M("HOSPITAL", otp)]
    if r.random() < .5:
        L += B.fac_header(c, otp, contact=True)[1:]
    L.append(r.choice({"dosing": ["OTP DOSING RECORD / NURSING NOTE", "Medication Unit Dosing Note"],
                       "counsel": ["SUBSTANCE USE COUNSELING NOTE", "Individual Counseling - OTP"],
                       "physician": ["OTP Medical Provider Visit", "MAT Physician Progress Note - Buprenorphine/Methadone"]}[kind]))
    L.append(f"Name: {c.P(r.choice(['LFM', 'lf', 'full']))}   OTP #: {M('MRN', c.mrn)}   DOB: {c.DOB()}")
    L.append(f"Identity verified: {r.choice(['palm-vein scan', 'fingerprint scan', 'biometric check-in'])} (template ID {M('BIOID', phi.bioid(r))})"
             + (f"; photo ID {r.choice(['DL', 'state ID'])} {M('LICENSE', phi.driverlic(r, c.country, c.st))}" if r.random() < .4 else ""))
    adm = c.off(-r.randrange(30, 2000))
    L.append(f"Admission to program: {c.D(adm)}   Phase: {r.choice(['1', '2', '3', '4'])}   Date: {c.D()}")
    if kind == "dosing":
        tab, dose = _dose_table(c, r.randrange(4, 9))
        L += ["", f"Today: methadone {dose} mg PO liquid, observed at window {r.randrange(1, 4)} at {phi.clock(r, '24c')}."]
        L += ["", "Last 7 days:"] + tab
        L += ["", r.choice([f"Take-homes: {r.randrange(1, 7)} per 42 CFR 8.12 criteria; lockbox verified.",
                            f"Guest dosing approved at {M('HOSPITAL', phi.otp(r))} {c.D(c.off(3), 'md')}-{c.D(c.off(9), 'md')} (family visit in {M('CITY', c.city2)}, {M('STATE', c.st)}).",
                            "No take-homes (phase 1).", f"Bottle returns x{r.randrange(1, 6)}, intact caps."]),
              f"COWS {r.randrange(0, 13)} pre-dose. {r.choice(['No sedation noted.', 'Pt appeared drowsy; dose held and MD notified.', 'Pupils 4 mm.'])}"]
        if r.random() < .5:
            L.append(f"UDS collected, observed. Specimen {M('IDNUM', phi.idnum(r, 'specimen'))}; POC cup: {', '.join(r.sample(neg.UDS, 3))} negative; "
                     + r.choice(["fentanyl POSITIVE", "EDDP positive (expected)", "all others negative"]) + ".")
        L.append(f"{c.rn.sig(r)}   {phi.clock(r, '24c')}")
        return L
    if kind == "counsel":
        rel0, n0 = c.rel(0)
        L += ["", f"Counselor: {c.couns.sig(r)}   Session type: {r.choice(['individual', 'treatment plan review', '30-day review'])}",
              B.time_line(c, ("H0004", "Behavioral health counseling")), "",
              f"{c.who()} reports {r.randrange(5, 400)} days since last {r.choice(['fentanyl', 'heroin', 'oxy', 'meth'])} use. " + r.choice([
                  f"Works {M('PROFESSION', c.prof)} shifts at {M('ORGANIZATION', c.employer)}, asking for earlier dose time.",
                  f"Relapse over {c.hol()} after seeing old friends; UDS {c.D(c.off(-r.randrange(2, 10)), 'md')} + fentanyl.",
                  f"Reconnected with {rel0} {n0}; supervised visits with {c.pt.his} kids at {M('ORGANIZATION', phi.svc_agency(r))} start {c.D(c.off(r.randrange(3, 20)), 'amd')}.",
                  f"Lost housing {c.D(c.off(-r.randrange(5, 60)), 'BY')}; sleeping in car (plate {M('VEHICLE', phi.vehicle(r, 'plate'))}) near {c.lm()}."]),
              " ".join(neg.words(r, 2)), neg.scores(r, 2) + ".",
              f"Goals: {r.choice(['reduce use of benzos', 'obtain ID and birth certificate', 'enroll in GED', 'restore driver license'])}; "
              f"next review {c.D(c.off(30), 'mdY')}.",
              f"Naloxone kit dispensed; PDMP checked {c.D()}."]
        if r.random() < .4:
            L.append(f"Probation: PO {M('FAMILY', c.other[1].fmt('full'))} ({c.ph(ext=True)}), case {M('IDNUM', phi.idnum(r, 'probation'))}; ROI on file.")
        L += [""] + B.sig(c, c.couns)
        return L
    L += ["", f"Provider: {c.md.sig(r)}", f"{c.A(r.choice(['yo', 'y/o', 'SX', 'yoS']))} with {r.choice(['F11.20', 'F11.21', 'F11.20, F15.20'])} on "
          f"{r.choice(['methadone', 'buprenorphine'])} since {c.D(adm, r.choice(['BY', 'mdY']))}."]
    L += B.vitals(r)
    L += B.labs(c, k=r.randrange(4, 7))
    L += [f"ECG {c.D(c.off(-r.randrange(1, 40)), 'md')}: QTc {r.randrange(410, 505)} ms.",
          f"HCV Ab {r.choice(['reactive, RNA pending', 'nonreactive'])}; HIV {r.choice(['nonreactive', 'on PrEP'])}.",
          f"Plan: {r.choice(['increase', 'hold', 'decrease'])} by {r.choice([5, 10])} mg; split dose considered. "
          + " ".join(neg.eponyms(r, 1)),
          f"Pharmacy: {M('HOSPITAL', c.pharm)} fax {c.fax()}."]
    L += B.sig(c, c.md, prescriber=True)
    return L


def court(c):
    r = c.r
    kind = r.choice(["petition", "guardian", "letter", "hearing"])
    jp = Person(r)
    judge = M("FAMILY", jp.fmt(r.choice(["full", "last", "il"])))
    caseno = M("IDNUM", phi.idnum(r, "court"))
    gp_rel, gp = c.rel(0, "full")
    if kind in ("petition", "hearing"):
        if c.country == "CA":
            board = {"ON": ["CONSENT AND CAPACITY BOARD", "ONTARIO COURT OF JUSTICE"], "BC": ["MENTAL HEALTH REVIEW BOARD", "PROVINCIAL COURT OF BRITISH COLUMBIA"],
                     "AB": ["MENTAL HEALTH REVIEW PANEL", "COURT OF KING'S BENCH OF ALBERTA"]}.get(c.st, ["REVIEW BOARD", "PROVINCIAL COURT"])
            L = [r.choice(board),
                 f"{M('CITY', c.city)}, {M('STATE', c.state)}", f"File No. {caseno}"]
        else:
            L = [f"IN THE {r.choice(['SUPERIOR', 'DISTRICT', 'PROBATE', 'CIRCUIT'])} COURT OF THE STATE OF {M('STATE', c.state.upper())}",
                 f"IN AND FOR THE COUNTY OF {M('CITY', c.city.upper())}", "", f"Case No. {caseno}"]
        L += ["", f"IN THE MATTER OF: {c.P('LFM')}, Respondent", f"DOB: {c.DOB()}",
              "", r.choice(["APPLICATION TO REVIEW INVOLUNTARY STATUS", "NOTICE OF HEARING", "PHYSICIAN'S STATEMENT IN SUPPORT OF CERTIFICATE",
                            "AFFIDAVIT IN SUPPORT OF CONTINUED DETENTION"]) if c.country == "CA" else r.choice([f"PETITION FOR {c.legal[2].upper()}", "NOTICE OF HEARING", "PETITION FOR INVOLUNTARY TREATMENT",
                            "AFFIDAVIT IN SUPPORT OF CONTINUED DETENTION"]), ""]
        L.append(f"Petitioner: {c.md.sig(r, 'full')}, {M('HOSPITAL', c.hosp)}, {c.ph()}")
        if r.random() < .5:
            L.append(f"Co-petitioner: {gp} ({gp_rel}), {M('STREET', phi.street(r))}, {M('CITY', c.city2)}")
        L.append(f"Respondent's residence: {c.addr()}")
        if r.random() < .35:
            L.append(f"Respondent is on pretrial release with GPS ankle monitor, serial {M('DEVICE', phi.device_id(r))}; vehicle "
                     f"(plate {M('VEHICLE', phi.vehicle(r, 'plate'))}) was towed from the scene.")
        L.append(f"Respondent is currently detained at {M('HOSPITAL', c.hosp)}, {M('HOSPITAL', c.unit)}, under {c.legal[0]} since {c.D(c.off(-r.randrange(1, 4)))} at {phi.clock(r, '24c')}.")
        L += ["", "FACTS:",
              f"1. On {c.D(c.off(-r.randrange(2, 6)), 'AbdY')}, respondent was brought to the emergency department by police "
              f"(incident #{M('IDNUM', phi.idnum(r, 'police'))}) after {r.choice(['threatening neighbors with a knife', 'walking in traffic on the interstate', 'barricading in the home and refusing food', 'a serious overdose'])}.",
              f"2. Respondent has a diagnosis of {r.choice(neg.ICD[:12])[1]} and has been non-adherent with {r.choice(neg.MEDS[10:20])[0]} since approximately {c.D(c.off(-r.randrange(30, 200)), 'BY')}.",
              f"3. {gp_rel.capitalize()} {gp} reports respondent has lost {r.randrange(10, 40)} lbs and is not eating. " + r.choice(neg.WORDNEG),
              f"4. Less restrictive alternatives considered: {r.choice(['outpatient commitment', 'crisis residential', 'voluntary admission (declined)'])}."]
        hd = c.off(r.randrange(2, 10))
        while hd.weekday() > 4:
            hd = hd + (c.off(1) - c.d0)
        L += ["", f"HEARING: {c.D(hd, 'AbdY')} at {phi.appt_time(r)}, {r.choice(['Courtroom', 'Hearing Room', 'Dept.'])} {M('LOCATION_OTHER', str(r.randrange(1, 30)) + r.choice(['', 'A', 'B']))}, "
              f"held at {M('HOSPITAL', c.hosp)} by video link ({M('URL', 'https://courtvideo.' + r.choice(['example.org', 'example.com', 'example.net']) + '/join/' + phi.digits(r, 6))}).",
              f"Presiding: Hon. {judge}",
              f"Counsel for respondent: {M('FAMILY', Person(r).fmt('full'))}, {M('ORGANIZATION', phi.town(r) + r.choice([' Public Defender', ' Legal Aid Society', ' Mental Health Law Project']))}, {c.ph()}, {M('EMAIL', 'defender' + phi.digits(r, 2) + '@' + r.choice(['example.org', 'example.com']))}"]
        L += ["", "I declare under penalty of perjury that the foregoing is true and correct." if c.country == "US" else
              "I make this statement conscientiously believing it to be true.",
              f"Executed on {c.D(c.d0, 'BdY')} at {M('CITY', c.city)}, {M('STATE', c.state)}.", ""]
        L += B.sig(c, c.md)
        return L
    # letters
    L = B.fac_header(c, c.clinic if r.random() < .5 else c.hosp, contact=True)
    L += ["", c.D(c.d0, r.choice(["BdY", "BdY", "mdY"])), ""]
    if kind == "guardian":
        L += [f"The Honorable {judge}", f"{r.choice(['Probate and Family Court', 'Superior Court', 'Surrogate Court'])}",
              f"{M('STREET', phi.street(r))}", f"{M('CITY', c.city)}, {M('STATE', c.st)} {M('ZIP', phi.postal(r, c.country, c.zp))}", "",
              f"RE: Guardianship of {c.P('full')} (DOB {c.DOB()}), Docket {caseno}", "",
              f"Dear Judge {M('FAMILY', jp.last)},", "",
              f"I am the treating psychiatrist for {c.Mr()} at {M('HOSPITAL', c.hosp)} and have followed {c.pt.him} since {c.D(c.off(-r.randrange(60, 900)), 'BY')}. "
              f"{c.pt.he.capitalize()} is a {c.A(r.choice(['year-old', 'words', 'yof']))} with {r.choice(['major neurocognitive disorder due to Alzheimer disease', 'schizophrenia with anosognosia', 'alcohol-related dementia (Korsakoff)', 'moderate intellectual disability'])}.",
              f"On examination {c.D(c.off(-r.randrange(1, 14)), r.choice(['mdY', 'BdY']))} {c.pt.he} scored {r.randrange(8, 20)}/30 on the MoCA and could not describe {c.pt.his} medications, income, or the risks of leaving the facility.",
              f"In my opinion {c.pt.he} lacks capacity to make medical and financial decisions. I support the appointment of {c.pt.his} {gp_rel}, {gp}, "
              f"of {M('CITY', c.city2)}, {M('STATE', c.st)}, as {r.choice(['plenary guardian', 'limited guardian', 'conservator'])}.",
              f"{gp} can be reached at {c.ph()} or {M('EMAIL', c.rels[0][1].first.lower().replace(chr(39), '') + phi.digits(r, 2) + '@example.com')}.", ""]
    else:
        po = c.other[1].fmt("full")
        k2 = r.random()
        if k2 < .4 and c.country == "CA":
            who, org = "Probation Officer", f"Probation and Parole Services, {M('CITY', c.city)} office"
        elif k2 < .4:
            who, org = "Probation Officer", f"{M('CITY', phi.town(r))} County Adult Probation"
        elif k2 < .7:
            who, org = "Attorney", M("ORGANIZATION", f"{r.choice(P.SURNAMES)} & {r.choice(P.SURNAMES)} LLP")
        else:
            who, org = "Drug Court Coordinator", f"{M('CITY', c.city)} Treatment Court"
        L += [r.choice([f"{who} {M('FAMILY', po)}", f"Attn: {M('FAMILY', po)}, {who}"]),
              org, f"Fax: {c.fax()}", "",
              f"RE: {c.P(r.choice(['full', 'LFM']))}   DOB {c.DOB()}   Case {caseno}", "",
              "To Whom It May Concern:" if r.random() < .5 else f"Dear {M('FAMILY', po)}:", "",
              f"This letter confirms that {c.P('full')} has been enrolled in {r.choice(['outpatient treatment', 'our intensive outpatient program', 'the opioid treatment program', 'dual-diagnosis IOP'])} "
              f"at {M('HOSPITAL', c.clinic)} since {c.D(c.off(-r.randrange(30, 500)))}. {c.pt.he.capitalize()} has attended {r.randrange(8, 60)} of {r.randrange(60, 70)} scheduled sessions.",
              f"Toxicology since {c.D(c.off(-r.randrange(20, 90)), 'md')} has been {r.choice(['negative for non-prescribed substances', 'positive once for cannabis only', 'consistent with prescribed medication'])}.",
              r.choice([f"Continuous alcohol monitoring bracelet (SCRAM) serial {M('DEVICE', phi.device_id(r))} installed {c.D(c.off(-r.randrange(10, 90)), 'md')}; no alerts.",
                        f"{c.pt.he.capitalize()} reports {c.pt.his} ignition interlock (device {M('DEVICE', phi.device_id(r))}) logs are clean.",
                        "Random observed collections continue weekly."]),
              "This information is disclosed with the client's written consent under 42 CFR Part 2; redisclosure is prohibited." if c.country == "US"
              else "Disclosed with the client's express written consent; not to be further disclosed.", ""]
    L += ["Sincerely,", ""] + B.sig(c, c.md if kind == "guardian" else r.choice([c.couns, c.ther]))
    L += B.cc(c, [f"{c.P('full')} (client)", c.cm])
    return L

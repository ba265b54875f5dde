"""Genre 6: veterans' and military health records."""
from phi import an, cap, M, AG, HO, LO, CO, OG, PR, Person, MIL_JOBS
from common import patient, staff, family, relative, prof, job_phrase, esign, dictation, print_banner, cred, yr_back
import clin

BRANCH = {"US": ["US Army", "US Marine Corps", "US Navy", "US Air Force", "Army National Guard"],
          "GB": ["British Army", "Royal Navy", "Royal Air Force", "Royal Marines"],
          "CA": ["Canadian Army", "Royal Canadian Navy", "Royal Canadian Air Force"],
          "AU": ["Australian Army", "Royal Australian Navy", "Royal Australian Air Force"]}
RANKS = {"US": ["SGT", "SSG", "SPC", "CPL", "SFC", "1SG", "CPT", "PO2", "TSgt", "LCpl"],
         "GB": ["Cpl", "LCpl", "Sgt", "WO2", "Capt", "Pte", "AB", "SAC"],
         "CA": ["Cpl", "MCpl", "Sgt", "WO", "Capt", "Pte"], "AU": ["CPL", "LCPL", "SGT", "WO2", "CAPT", "PTE", "AB", "LAC"]}
DEPLOY = ["Afghanistan", "Iraq", "Kuwait", "Bosnia", "Kosovo", "Somalia", "Vietnam", "East Timor", "Sierra Leone", "Cyprus",
          "Mali", "South Sudan", "Djibouti", "Qatar", "Solomon Islands", "Germany", "South Korea", "Japan", "Bahrain"]
BASES = {"US": ["Fort Calder", "Camp Redmond", "Fort Harlan", "Naval Station Ashby", "Kestrel Air Force Base"],
         "GB": ["Tidmoor Barracks", "RAF Hollinfield", "HMS Dunmere", "Catterwick Garrison", "Kelbury Camp"],
         "CA": ["CFB Larkhaven", "CFB Northmere", "Garrison Dunford"],
         "AU": ["Lavarack-style Barracks Wrenford", "RAAF Base Tarnby", "HMAS Kelwick", "Holsworthy Point Barracks"]}
UNITS = ["2nd Battalion, 14th Infantry Regiment", "3rd Combat Engineer Regiment", "1st Signal Squadron", "7th Transport Battalion",
         "Charlie Company, 1st Battalion", "45 Commando", "4th Field Regiment", "HMS Kelwick ship's company", "2nd Cavalry Regiment",
         "Combat Logistics Battalion 6", "5th Aviation Regiment", "1st Field Ambulance"]
SCREEN = ["PCL-5 %d", "PHQ-9 %d", "GAD-7 %d", "AUDIT-C %d", "C-SSRS screen %s", "MoCA %d/30"]


def _svc(c):
    r = c.r
    s = {}
    s["branch"] = r.choice(BRANCH[c.loc])
    s["rank"] = r.choice(RANKS[c.loc])
    s["job"] = PR(r.choice(MIL_JOBS))
    s["base"] = LO(r.choice(BASES[c.loc]).replace("Lavarack-style ", ""))
    s["unit"] = OG(r.choice(UNITS))
    return s


def _scores(c):
    r = c.r
    out = []
    for s in r.sample(SCREEN, 4):
        out.append(s % (r.choice(["negative", "positive - low risk", "positive - intermediate"]) if "%s" in s else r.randint(0, 70 if "PCL" in s else 27 if "PHQ" in s else 21 if "GAD" in s else 12 if "AUDIT" in s else 30)))
    return ", ".join(out)


def layout_va_pc(c, pt):
    r = c.r
    s = _svc(c)
    pcp, rn = staff(c), staff(c, "F")
    enl_age = r.randint(17, 24)
    dep1, dep2 = r.sample(DEPLOY, 2)
    y0 = yr_back(c, 5, 45)
    L = []
    L.append(print_banner(c, pt))
    L.append("")
    L.append("LOCAL TITLE: PRIMARY CARE NOTE")
    L.append("STANDARD TITLE: PRIMARY CARE OUTPATIENT NOTE")
    L.append("DATE OF NOTE: %s@%02d%02d    ENTRY DATE: %s@%02d%02d" % (
        c.D(c.today, "abbr_us").upper().replace(",", ""), r.randint(7, 17), r.randint(0, 59), c.D(c.today, "abbr_us").upper().replace(",", ""), r.randint(7, 17), r.randint(0, 59)))
    L.append("      AUTHOR: %s      EXP COSIGNER: %s" % (pcp.LF, staff(c).LF))
    L.append("     URGENCY:                        STATUS: COMPLETED")
    L.append("")
    L.append("PATIENT: %s   SSN: %s   DOB: %s   AGE: %s" % (pt.LFM, c.ssn(), c.D(pt.dob), AG(pt.age)))
    L.append("CLINIC: %s  PACT TEAM %s" % (c.hosp("va"), r.choice(["BLUE", "GREEN 2", "RED", "GOLD"])))
    L.append("")
    L.append("CC: %s" % r.choice(["annual physical", "f/u HTN, DM", "tinnitus and poor sleep", "knee pain", "new patient - establish care"]))
    L.append("")
    L.append("HPI: %s veteran of the %s (%s, %s) seen for %s. %s" % (
        c.age_sex(pt.age, pt.sex), s["branch"], c.Y(y0), c.Y(y0 + r.randint(3, 22)), r.choice(["routine follow-up", "establishing care after moving from %s" % c.town()]),
        r.choice(["Reports worsening nightmares since the anniversary of an IED blast in %s %s." % (CO(dep1), c.Y(y0 + 2)),
                  "Sleep poor; spouse %s notes loud snoring and apneas." % relative(c, pt, "spouse").fn,
                  "Chronic low back pain since a parachute injury at %s in %s." % (s["base"], c.Y(y0 + 1))])))
    L.append("")
    L.append("MILITARY HISTORY: Enlisted at %s. %s %s, MOS/rating: %s. Deployments: %s (%s), %s (%s). Unit: %s. Exposures: %s. Service-connected %d%% (%s)." % (
        AG(enl_age), s["rank"], s["branch"], s["job"], CO(dep1), c.Y(y0 + r.randint(1, 4)), CO(dep2), c.Y(y0 + r.randint(5, 10)), s["unit"],
        r.choice(["burn pits", "Agent Orange", "noise", "blast x3", "depleted uranium - negative screen"]), r.choice([0, 10, 30, 50, 70, 100]),
        r.choice(["PTSD, tinnitus", "lumbar DDD", "bilateral hearing loss", "knee"])))
    L.append("")
    L.append("PMH:\n" + "\n".join("  %s" % x for x in clin.pmh(c)))
    L.append("MEDS (VA and non-VA):\n" + clin.meds(c, 6, 0, extra=["prazosin"]))
    L.append("ALLERGIES: " + clin.allergy(c))
    L.append("")
    L.append("SOCIAL: Lives in %s with %s. %s. Guns in home: %s - lethal means counseling done. Tobacco: %s." % (
        c.town(), (lambda f: f.rel + " " + f.full)(relative(c, pt)), cap(job_phrase(c)), r.choice(["yes, stored locked", "no", "declined to answer"]),
        r.choice(["dip 1 can/day", "quit", "1/2 ppd"])))
    L.append("")
    L.append("SCREENS: " + _scores(c))
    L.append("VITALS: " + clin.vitals(c, 1))
    L.append("LABS %s: %s" % (c.D(c.plus(c.today, -r.randint(1, 30))), clin.labs(c, "basic", 0)))
    L.append("")
    L.append("A/P:\n1. %s\n2. %s\n3. %s\n4. Return to clinic %s. Secure messaging via %s." % (
        r.choice(["PTSD - warm handoff to PCMHI, consult placed", "HTN - uncontrolled, increase lisinopril", "OSA suspected - sleep consult"]),
        r.choice(["Audiology consult for tinnitus", "DM - A1c 8.1, add empagliflozin", "Chiropractic community care referral (%s)" % c.hosp("gp")]),
        r.choice(["Vet Center referral %s" % c.hosp("va"), "Whole Health coaching", "Caregiver support - spouse"]), c.D(c.plus(c.today, r.randint(30, 180))), c.url()))
    L.append("")
    L.append("/es/ %s\n%s\nSigned: %s@%02d%02d" % (pcp.m(pcp.first.upper() + " " + pcp.last.upper()), r.choice(["PHYSICIAN", "NURSE PRACTITIONER", "PA-C"]),
                                                  c.D(c.today, "abbr_us").upper().replace(",", ""), r.randint(8, 18), r.randint(0, 59)))
    return "\n".join(L)


def layout_mil_sickbay(c, pt):
    r = c.r
    s = _svc(c)
    mo = staff(c)
    L = []
    L.append("%s - %s MEDICAL CENTRE" % (r.choice(["RESTRICTED MEDICAL", "OFFICIAL-SENSITIVE MEDICAL", "PROTECTED: MEDICAL-IN-CONFIDENCE"]), s["base"]))
    L.append("Consultation record (DMICP/e-health export)")
    L.append("Service no: %s   Rank: %s   Name: %s   DOB: %s   Unit: %s" % (
        c.idn(r.choice(["########", "@#######", "#######@"])), s["rank"], pt.LF, c.D(pt.dob), s["unit"]))
    L.append("Trade: %s   Joined: %s   PULHHEEMS/MES: %s" % (s["job"], c.D(c.plus(pt.dob, 365 * r.randint(17, 25))), r.choice(["MFD", "MLD", "MND(T)", "P2 A3"])))
    L.append("Date: %s %02d:%02d   Clinician: %s (%s)" % (c.D(c.today), r.randint(7, 17), r.randint(0, 59), mo.drfull, r.choice(["RMO", "civilian MO", "CMP", "Med Tech"])))
    L.append("")
    L.append("PC: %s" % r.choice(["R ankle inversion injury on PT", "low mood since return from tour", "hearing test - NIHL", "pre-deployment medical", "heat illness on exercise"]))
    L.append("HPC: %s. %s" % (
        r.choice(["Injured during battalion PT %s morning" % c.WDAY(c.plus(c.today, -1)), "Returned from %s %s" % (CO(r.choice(DEPLOY)), c.Dmy(c.plus(c.today, -r.randint(30, 200)))),
                  "Collapsed on a 12-mile march near %s" % LO(r.choice(["Hawk Ridge training area", "Kelmoor ranges", "Redmond Plain"]))]),
        r.choice(["Weight bearing with pain.", "Sleeping 4 h/night, irritable, drinking more.", "Core temp 40.1 at scene, cooled.", "No red flags."])))
    L.append("Exam: %s. %s" % (clin.vitals(c, 0), r.choice(["Ottawa ankle rules negative.", "MSE: flat affect, no SI.", "Audiogram: H2 bilaterally."])))
    L.append("Screens: %s" % _scores(c))
    L.append("")
    L.append("Plan: %s. Downgraded %s until %s. Review %s. Chain of command informed (%s %s) with consent." % (
        r.choice(["physio referral to %s" % c.hosp(), "DCMH referral", "audiology", "fit for deployment"]), r.choice(["MLD", "MND", "nil"]),
        c.D(c.plus(c.today, r.randint(14, 90))), c.D(c.plus(c.today, r.randint(7, 30))), r.choice(["Maj", "Capt", "WO1", "OC"]), M("FAMILY", Person(c, "FAMILY").last)))
    L.append("NOK on file: %s (%s), %s" % ((lambda f: f.full + "; " + f.rel)(relative(c, pt)), c.addr_line(), c.phone(True)))
    L.append("Dependants: %s" % ", ".join("%s (%s)" % (Person(c, "FAMILY", last=pt.last).fn, AG(r.randint(1, 16))) for _ in range(r.randint(1, 3))))
    L.append("Biometric enrolment ref: %s" % c.bioid("bat"))
    L.append("")
    L.append("Entered by %s at %s" % (mo.un, c.ip()))
    return "\n".join(L)


def layout_claim_exam(c, pt):
    r = c.r
    s = _svc(c)
    ex = staff(c)
    dep = r.choice(DEPLOY)
    y0 = yr_back(c, 8, 50)
    agency = {"US": "VA", "GB": "Veterans UK", "CA": "VAC", "AU": "DVA"}[c.loc]
    L = []
    L.append("%s\nDISABILITY / COMPENSATION EXAMINATION - %s" % (c.hosp(), r.choice(["PTSD (initial)", "Hearing loss and tinnitus", "Musculoskeletal - knee", "Respiratory (burn pit)"])))
    L.append("Claimant: %s   DOB: %s   Claim no: %s   File no: %s" % (pt.full, c.D(pt.dob), c.idn(r.choice(["########", "C-########", "@@/######"])), c.ssn() if c.loc == "US" else c.hplan()))
    L.append("Examiner: %s, %s   Exam date: %s   Requested by %s on %s" % (ex.full, r.choice(["PhD, clinical psychologist", "MD", "AuD", "DO"]),
                                                                        c.D(c.today), agency, c.D(c.plus(c.today, -r.randint(15, 90)))))
    L.append("Sources: claims file (c-file), %s STRs, private records from %s, interview with claimant%s." % (agency, c.hosp(), r.choice(["", " and spouse %s" % relative(c, pt, "spouse").full])))
    L.append("")
    L.append("Service: %s %s to %s; %s; final rank %s; %s. Deployed to %s %s-%s; stationed at %s." % (
        s["branch"], c.D(c.plus(pt.dob, 365 * r.randint(17, 22))), c.D(c.plus(pt.dob, 365 * r.randint(24, 40))), s["job"], s["rank"], s["unit"],
        CO(dep), c.Y(y0), c.Y(y0 + 1), s["base"]))
    L.append("")
    L.append("Stressor/incident: %s" % r.choice([
        "Convoy hit by IED near %s on %s; the vehicle commander, %s %s, was killed. Veteran was %s at the time." % (CI_(c), c.D(c.plus(c.today, -365 * r.randint(8, 20))), r.choice(["SGT", "Cpl"]), Person(c, "FAMILY").full, AG(r.randint(19, 30))),
        "Repeated exposure to artillery noise without adequate hearing protection as %s." % s["job"],
        "Twisted R knee jumping from a vehicle at %s in %s; treated at the aid station." % (s["base"], c.Y(y0 + 1)),
        "Worked daily within 1 km of open burn pit at %s for 11 months." % LO(r.choice(["Camp Sable", "FOB Tarnwick", "Joint Base Ormley"]))]))
    L.append("")
    L.append("Post-service: %s. Married %s to %s; %s. Legal: %s." % (
        cap(job_phrase(c)), c.Y(y0 + r.randint(2, 15)), relative(c, pt, "spouse").full, r.choice(["divorced %s" % c.Y(c.today.year - r.randint(1, 8)), "two adult children", "lives alone"]),
        r.choice(["DUI %s" % c.Y(c.today.year - r.randint(1, 12)), "none"])))
    L.append("")
    L.append("Findings: %s. %s" % (_scores(c), clin.vitals(c, 0)))
    L.append("Testing: %s" % r.choice(["Audiometry: 4 kHz notch bilaterally, Maryland CNC 84% R / 88% L.", "PFTs: FEV1/FVC 0.66, DLCO 71%.",
                                        "MRI knee %s: medial meniscal tear." % c.D(c.plus(c.today, -r.randint(20, 200))), "CAPS-5 severity 41."]))
    L.append("")
    L.append("Opinion: It is %s that the claimed condition was incurred in or caused by the in-service event. Rationale: onset documented in STRs dated %s; consistent with the circumstances of service." % (
        r.choice(["at least as likely as not (50% or greater probability)", "less likely than not", "more likely than not"]), c.D(c.plus(c.today, -365 * r.randint(8, 25)))))
    L.append("")
    L.append("%s\n%s   License %s   NPI %s" % (ex.full, c.D(c.today), c.medlic(), c.npi()) if c.loc == "US" else "%s\n%s   Registration %s" % (ex.full, c.D(c.today), c.medlic()))
    return "\n".join(L)


def CI_(c):
    return M("CITY", c.r.choice(["Kandahar", "Fallujah", "Ramadi", "Helmand", "Tikrit", "Mosul", "Lashkar Gah", "Baqubah", "Tarin Kowt", "Basra"]))


def layout_mh_terse(c, pt):
    r = c.r
    s = _svc(c)
    cl = staff(c)
    L = []
    L.append("%s  %s  %s" % (c.hosp("va") if c.loc == "US" else c.hosp(), r.choice(["PTSD clinical team", "Veterans mental health", "Open Arms-style counselling"]).replace("Open Arms-style ", "Veterans' "), c.D(c.today)))
    L.append("pt %s  last4 %s  dob %s" % (M("PATIENT", pt.last.lower() + ", " + pt.first.lower()), M("SSN", c.digits(4)) if c.loc == "US" else c.mrn(), c.D(pt.dob)))
    L.append("")
    L.append("s: vet %s, %s %s, seen for %s session %d/%d (%s). %s" % (
        AG(pt.age), s["branch"].lower(), s["job"], r.choice(["CPT", "PE", "EMDR", "supportive"]), r.randint(1, 12), 12, r.choice(["in person", "VVC", "phone"]),
        r.choice(["reports %d nightmares this wk, using prazosin" % r.randint(0, 7), "anniversary of buddy's death (%s) coming up %s" % (Person(c, "FAMILY").full, c.Dshort(c.plus(c.today, r.randint(2, 20)))),
                  "argued w/ %s, staying at %s's place" % (relative(c, pt, "spouse").rel, Person(c, "FAMILY").fn)])))
    L.append("o: a&o x4, %s, denies si/hi. %s" % (r.choice(["affect constricted", "tearful at times", "calm, engaged"]), _scores(c).lower()))
    L.append("a: ptsd chronic, %s" % r.choice(["improving", "stable", "worsening w/ stressors", "aud in early remission"]))
    L.append("p: cont %s. next appt %s. crisis line reviewed. safety plan updated; %s has firearms stored at %s's." % (
        r.choice(["cpt wk 6 worksheet", "imaginal exposure", "sertraline 100"]), c.Dwd(c.plus(c.today, 7)), pt.he, Person(c, "FAMILY").fn))
    L.append("")
    L.append("collateral: spoke w/ %s (%s) %s re sleep/anger - consent on file %s." % (
        (lambda f: f.fn)(relative(c, pt, "spouse")), r.choice(["wife", "partner", "husband"]), c.phone(True), c.D(c.plus(c.today, -r.randint(20, 300)))))
    L.append("")
    L.append("%s %s" % (cl.m(cl.last.lower()), r.choice(["lcsw", "psyd", "np", "mhc"])))
    return "\n".join(L)


LAYOUTS = [layout_va_pc, layout_mil_sickbay, layout_claim_exam, layout_mh_terse]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 20, 95)
    ok = [l for l in LAYOUTS if not (l is layout_va_pc and c.loc != "US")]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    if lay is layout_mil_sickbay and pt.age > 55:
        pt = patient(c, 19, 50)
    return lay(c, pt), lay.__name__, pt

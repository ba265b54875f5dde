"""Genres: military sick parade / sick call, deployment health assessment, medical board report."""
from core import rng, pick, chance, sample, add_days, rand_date, age_phrase, words
from people import pat, doc, fam, Other
from ctx import Ctx, sig_block, deploy_pieces, hhmm, milt
import places as PL
import ids
import clinical as CL


def sick_parade(country):
    cx = Ctx(country, military=True, amin=18, amax=46)
    n, pt = cx.n, cx.pt
    site = PL.hosp(country, "mil")
    unitname = PL.unit(country, cx.branch)
    medic = cx.clin("CMT" if country == "UK" else "68W", "")
    medic.rank = pick(["LCpl", "Cpl", "Pte"]) if country == "UK" else pick(["SPC", "SGT", "PFC"])
    mo = cx.clin(pick(["RAMC", "MBChB", "GDMO"]) if country == "UK" else pick(["PA-C", "MD", "DO"]),
                 "Dr" if country == "UK" else "")
    mo.rank = pick(["Capt", "Maj", "Surg Lt", "Flt Lt"]) if country == "UK" else pick(["CPT", "1LT", "MAJ"])
    comp, oe, plan = pick(CL.SICK_COMPLAINTS)
    t0 = milt() if chance(0.6) else hhmm()
    if country == "UK":
        n.f("{s} - SICK PARADE {d} {t}\n", s=(site, "HOSPITAL"), d=cx.d(), t=t0)
        n.f("Patient: {p}   Service No: {sn}\n", p=[pt.rank + " "] + pat(pt, pick(["LASTFIRST", "full", "mid"])),
            sn=(ids.service_no("UK"), "IDNUM"))
        n.f("Unit: {u}   Sub-unit: {c} Coy\n", u=(unitname, "ORGANIZATION"), c=pick(["A", "B", "C", "HQ", "Sp"]))
        n.f("DOB: {dob} ({a})   Trade: {tr}\n", dob=cx.dob(), a=cx.age(), tr=(pt.prof_mil, "PROFESSION"))
        if chance(0.5):
            n.f("NHS No: {nhs}   Mob: {ph}\n", nhs=(ids.nhs(), "MRN"), ph=cx.phone())
        n.t("Current JMES: %s\n" % pick(["A4 L1 M1 E1 (MFD)", "A4 L2 M2 E1 (MLD)", "A2 L1 M1 E1 (MFD)"]))
        n.add("Triage: ", [medic.rank + " "], doc(medic, "plain"), ", CMT", pick(["1", "2", "3"]), "\n\n")
    else:
        n.f("{s}\nSICK CALL SCREENING NOTE  {d}  {t}\n", s=(site, "HOSPITAL"), d=cx.d(), t=t0)
        n.f("Name: {p}  Rank: {r}  DoD ID: {id}\n", p=pat(pt, pick(["LASTFIRST", "lastfirst"])), r=pt.rank,
            id=(ids.service_no("US"), "IDNUM"))
        n.f("Unit: {u}   Duty phone: {ph}\n", u=(unitname, "ORGANIZATION"), ph=cx.phone())
        n.f("DOB: {dob}   Age: {a}   MOS: {tr}\n", dob=cx.dob(), a=cx.age(), tr=(pt.prof_mil, "PROFESSION"))
        n.add("Screener: ", medic.rank + " ", doc(medic, "plain"), ", 68W\n\n")
    n.t("PC: " + comp + "\n")
    n.t("HPC: ")
    n.add(pat(pt, pick(["rank", "rank", "title", "first"])), " ", pick(["reports", "states", "presents with"]), " ",
          comp, ". ")
    when = pick(["yesterday", "3 days ago", "this morning", "last week"])
    n.t(pick(["Onset %s. " % when, "Started %s. " % when, ""]))
    if chance(0.5):
        n.add("Occurred on exercise at ", (PL.base(country, cx.branch), "LOCATION_OTHER"), pick([" on ", " on ", ", "]), cx.rel(-rng.randint(1, 6)), ". ")
    n.t(pick(["No PMH of note. ", "PMH: asthma as child. ", "Previous similar injury 2 yrs ago. ", "Nil regular meds. "]))
    n.t("Allergies: " + CL.allergy() + ".\n")
    n.t("O/E: " + oe + "\n")
    n.t("Obs: " + CL.vitals(country, True) + "\n")
    n.add("Plan: ", plan, "\n")
    if country == "UK":
        n.add("Duties: ", pick(["Light duties", "Excused PT", "Sick in quarters", "Excused boots", "Excused field exercise"]),
              " until ", cx.rel(rng.randint(3, 21)), "; review ", pick(["7/7", "5/7", "2/52", "48 hrs"]),
              " or sooner if worse.\n")
        if chance(0.6):
            o = Other("UK")
            n.add("Chain of command informed: ", pick(["OC Maj ", "CSM WO2 ", "Pl Sgt ", "Adjt Capt ", "Tp Sgt "]),
                  (o.last, "FAMILY"), " via ", pick(["email", "phone", "MS Teams"]),
                  ".\n")
    else:
        n.add("Profile: temporary profile (DA 3349) ", pick(["x 7 days", "x 14 days", "x 30 days"]), ", expires ",
              cx.rel(rng.randint(7, 30)), ". Limitations: ", pick(["no running/jumping", "no ruck march", "no lifting > 20 lb",
                                                                   "may wear running shoes"]), ".\n")
        if chance(0.5):
            o = Other("US")
            n.add("1SG ", (o.last, "FAMILY"), " notified by phone.\n")
    n.add("Reviewed by: ", mo.rank + " ", doc(mo, pick(["plain", "fullcred"])), (pick([" RMO", " GDMO", ", SMO", ""]) if country == "UK" else pick([", Bn Surgeon", ""])), "\n")
    if chance(0.5):
        n.add("DMICP entry: " if country == "UK" else "AHLTA entry: ", (ids.username(mo.first, mo.last, pick(["dot", "upper", "init"])), "USERNAME"),
              " ", cx.d(), " ", hhmm(), "\n")
    if chance(0.35):
        n.add("Next of kin: ", fam(cx.rel_person()), ", ", cx.phone(), "\n")
    return cx, "sick_parade"


def deployment_health(country):
    cx = Ctx(country, military=True, amin=19, amax=52)
    n, pt = cx.n, cx.pt
    arr = rand_date(max(2004, cx.date.year - 2), cx.date.year)
    if arr >= cx.date:
        arr = add_days(cx.date, -rng.randint(100, 300))
    dep, _ = PL.pick_deploy(arr.year, arr.year, country)
    ret = add_days(arr, rng.randint(90, 300))
    if ret > cx.date:
        ret = add_days(cx.date, -rng.randint(5, 40))
    unitname = PL.unit(country, cx.branch)
    prov = cx.clin(pick(["PA-C", "MD", "NP", "DO"]) if country == "US" else pick(["RAMC", "MBChB", "RGN"]),
                   "Dr." if country == "US" else "Dr")
    kind = pick(["PDHA (DD Form 2796)", "PDHRA (DD Form 2900)", "Pre-Deployment Health Assessment (DD Form 2795)"]) \
        if country == "US" else pick(["Post-Operational Health Review", "Pre-Deployment Medical Screen",
                                      "Decompression and Return-from-Operations Screen"])
    n.line(kind.upper())
    n.t("=" * 46 + "\n")
    n.f("Name (Last, First MI): {p}\n", p=pat(pt, "LASTFIRST"))
    if country == "US":
        n.f("DoD ID: {i}   SSN: {s}\n", i=(ids.service_no("US"), "IDNUM"), s=(ids.ssn(), "SSN"))
    else:
        n.f("Service No: {i}   NHS No: {s}\n", i=(ids.service_no("UK"), "IDNUM"), s=(ids.nhs(), "MRN"))
    n.f("DOB: {dob}   Age: {a}   Sex: {sx}\n", dob=cx.dob(), a=cx.age(), sx=pt.sex)
    n.f("Service: {b}   Component: {c}   Pay grade/Rank: {r}\n", b=cx.branch,
        c=pick(["Active", "Reserve", "National Guard"] if country == "US" else ["Regular", "Reserve"]), r=pt.rank)
    n.f("Unit: {u}\nHome station: {h}\n", u=(unitname, "ORGANIZATION"), h=(PL.base(country, cx.branch), "LOCATION_OTHER"))
    n.f("Occupation: {o}\n", o=(pt.prof_mil, "PROFESSION"))
    if country == "US" and chance(0.6):
        n.f("TRICARE {k}: {h}\n", k=pick(["Prime DBN", "Reserve Select ID", "member ID"]), h=(ids.tricare(), "HEALTHPLAN"))
    n.t("Deployment location: ")
    n.add((dep[0], "COUNTRY"), " - ", dep[1], ", ", (dep[2], "LOCATION_OTHER"), "\n")
    if chance(0.4):
        dep2, _ = PL.pick_deploy(arr.year, arr.year, country)
        n.add("Transit/other locations: ", (dep2[0], "COUNTRY"), ", ", (dep2[2], "LOCATION_OTHER"), "\n")
    n.f("Dates: arrived {a}  departed {b}\n", a=cx.d(arr), b=cx.d(ret))
    n.f("Contact phone: {p}   E-mail: {e}\n", p=cx.phone(), e=(ids.email(pt.first, pt.last), "EMAIL"))
    n.f("Address after deployment: {a}\n\n", a=cx.addr.pieces())
    n.line("SECTION 1 - HEALTH STATUS")
    n.t("Overall health: %s. Health now compared with before deployment: %s.\n" % (
        pick(["Excellent", "Very good", "Good", "Fair", "Poor"]), pick(["About the same", "Worse", "Better"])))
    n.t("Seen in theatre for: %s.\n" % pick(["nothing", "back strain (Role 1)", "D&V x2", "heat exhaustion",
                                               "dental abscess", "ankle sprain", "concussion evaluation (MACE2 negative)"]))
    if chance(0.6):
        n.add("Treated at the ", pick(["Role 2 Enhanced", "Role 1", "Role 3 MTF", "aid station"]), " at ", (dep[2], "LOCATION_OTHER"), " on ",
              cx.d(add_days(arr, rng.randint(10, 80))), ".\n")
    n.t("\nSECTION 2 - EXPOSURES\n")
    for e in sample(CL.DEPLOY_EXPOSURES, rng.randint(3, 6)):
        n.t("[%s] %s\n" % (pick(["X", "X", " "]), e))
    if chance(0.5):
        n.add("Blast exposure: ", cx.d(add_days(arr, rng.randint(5, 80))), "; ",
              pick(["dazed, no LOC", "LOC < 1 min", "no symptoms", "headache x 3 days"]), ".\n")
    n.t("\nSECTION 3 - SCREENING\n")
    n.t("PHQ-2: %d   PC-PTSD-5: %d/5   AUDIT-C: %d   Thoughts of self-harm: %s\n" % (
        rng.randint(0, 6), rng.randint(0, 5), rng.randint(0, 12), pick(["No", "No", "Yes - referred same day"])))
    n.t("Hearing protection used: %s. Tinnitus since: %s.\n" % (pick(["always", "most of the time", "rarely"]),
                                                                pick(["none", "week 3", "after range day", "IED strike"])))
    if chance(0.7):
        n.add("DNA reference specimen on file: ", (ids.bioid("dna"), "BIOID"), "\n")
    if chance(0.4):
        n.add("Hearing aid / CPAP issued in theatre: SN ", (ids.device_sn(pick(["hearing", "cpap"])), "DEVICE"), "\n")
    n.t("\nSECTION 4 - PROVIDER REVIEW\n")
    n.add("Interview by ", doc(prov, pick(["fullcred", "rankcred", "titlelast"])), " on ", cx.d(), ". ")
    n.t(pick(["No referral indicated. ", "Referred to behavioural health. ", "Referred to audiology. ",
              "Referred to primary care for back pain. ", "Referred to TBI clinic. "]))
    if chance(0.6):
        n.add("Follow-up booked at ", (PL.hosp(country, pick(["mil", "mil", "mh"])), "HOSPITAL"), " on ", cx.rel(rng.randint(7, 60)), ".")
    n.t("\n")
    if chance(0.4):
        r = cx.rel_person(pick(["wife", "husband", "mother", "partner"]))
        n.add("Family readiness contact: ", fam(r, "full"), " (", r.rel, "), ", cx.phone(), "\n")
    n.add("Provider signature: ", doc(prov, "fullcred"), "  ", cx.d(), "\n")
    if chance(0.5):
        n.add("Form submitted via ", (ids.url(), "URL"), " from workstation ", (ids.ip(), "IPADDR"), "\n")
    return cx, "deployment_health"


def medical_board(country):
    cx = Ctx(country, military=True, amin=20, amax=55)
    n, pt = cx.n, cx.pt
    unitname = PL.unit(country, cx.branch)
    s0, s1 = cx.service_years()
    chair = cx.clin("MBChB" if country == "UK" else "MD", "Dr" if country == "UK" else "Dr.")
    chair.rank = pick(["Lt Col", "Maj", "Surg Cdr", "Wg Cdr"]) if country == "UK" else pick(["LTC", "COL", "CDR"])
    m2 = cx.clin("MRCGP" if country == "UK" else "DO", "Dr" if country == "UK" else "Dr.")
    m3 = cx.clin("RAMC" if country == "UK" else "PA-C", "Dr" if country == "UK" else "")
    cond = pick(["chronic low back pain with L5 radiculopathy", "PTSD", "recurrent anterior shoulder dislocation",
                 "bilateral knee osteoarthritis", "asthma (exercise-induced, refractory)", "type 1 diabetes mellitus",
                 "noise-induced hearing loss (H3)", "post-concussion syndrome", "epilepsy", "ankle fracture with malunion"])
    onset = rand_date(s0.year, cx.date.year)
    if onset >= cx.date:
        onset = add_days(cx.date, -400)
    if country == "UK":
        n.line("MEDICAL BOARD REPORT (FMed 23)")
        n.f("Board held at: {h}, {b}   Date: {d}\n", h=(pick(["Kiln Barracks Medical Centre", "Catterick Garrison Medical Centre",
                                                              "Harrowfield Regional Rehabilitation Unit", "Tidworth Primary Care Rehabilitation Facility"]), "HOSPITAL"),
            b=(PL.base("UK", cx.branch), "LOCATION_OTHER"), d=cx.d())
        n.f("Subject: {r} {p}   Service No: {s}\n", r=pt.rank, p=pat(pt, pick(["LASTFIRST", "full", "mid"])), s=(ids.service_no("UK"), "IDNUM"))
        n.f("Unit: {u}   Trade: {t}\n", u=(unitname, "ORGANIZATION"), t=(pt.prof_mil, "PROFESSION"))
        n.f("DOB: {dob}   Age: {a}   Date of enlistment: {e}\n", dob=cx.dob(), a=cx.age(), e=cx.d(s0))
        n.t("Current JMES: %s   Previous: %s\n\n" % (pick(["A4 L3 M3 E2", "A4 L2 M3 E2", "A4 L3 M2 E2"]), pick(["A4 L1 M1 E1", "A2 L1 M1 E1"])))
    else:
        n.line("MEDICAL EVALUATION BOARD - NARRATIVE SUMMARY (NARSUM)")
        n.f("MTF: {h}   Installation: {b}   Date: {d}\n", h=(pick(["Harmon Army Community Hospital", "Bayview Naval Medical Center",
                                                                 "Cedar Hollow Regional Medical Center"]), "HOSPITAL"),
            b=(PL.base("US", cx.branch), "LOCATION_OTHER"), d=cx.d())
        n.f("Service member: {r} {p}   DoD ID: {s}\n", r=pt.rank, p=pat(pt, "LASTFIRST"), s=(ids.service_no("US"), "IDNUM"))
        if chance(0.5):
            n.f("SSN: {s}   ", s=(ids.ssn(), "SSN"))
        n.f("Unit: {u}\nMOS: {t}   DOB: {dob}   Age: {a}\n", u=(unitname, "ORGANIZATION"), t=(pt.prof_mil, "PROFESSION"),
            dob=cx.dob(), a=cx.age())
        n.f("IDES case no.: {c}   Physical profile: P3 (permanent) dated {d}\n\n", c=(ids.case_no(), "IDNUM"),
            d=cx.rel(-rng.randint(30, 200)))
    n.line("1. CONDITION UNDER CONSIDERATION")
    n.add(cond[0].upper() + cond[1:], ", onset ", cx.d(onset, "my"), ". ")
    n.add(pat(pt, pick(["rank", "title", "last"])), " first presented to ", (PL.hosp(country, "mil"), "HOSPITAL"), " on ",
          cx.d(onset), pick([" after a fall during a load carriage test.", " with progressive symptoms.",
                              " following a parachute descent injury.", " after a vehicle accident in ",
                              " on return from operations."]))
    if n.parts[-1].endswith(" in "):
        n.add((PL.pick_deploy(onset.year, onset.year, country)[0][0], "COUNTRY"), ".")
    n.t("\n\n2. TREATMENT TO DATE\n")
    tr = sample(["physiotherapy at PCRF (%d sessions)" % rng.randint(6, 30), "2 x 3-week residential courses",
                 "MRI %s" % pick(["L-spine: L5/S1 disc protrusion", "R shoulder: Bankart lesion", "brain: normal"]),
                 "orthopaedic review", "trauma-focused therapy (TF-CBT, 12 sessions)", "steroid injection x2",
                 "pain management programme", "occupational therapy", "audiology: H3 category"], rng.randint(2, 4))
    for t_ in tr:
        n.t("- " + t_ + "\n")
    if chance(0.6):
        n.add("- Specialist opinion: ", doc(cx.clin(pick(["FRCS", "FRCPsych", "MD"]), "Dr" if country == "UK" else "Dr."), "titlefull"),
              ", letter dated ", cx.rel(-rng.randint(14, 120)), "\n")
    n.t("\n3. CURRENT FUNCTION\n")
    n.t(pick(["Unable to complete the role fitness test (soldier conditioning review). ",
              "Can walk 2 km but not carry load over 15 kg. ", "Symptoms controlled on medication but requires regular review. ",
              "Unable to deploy; cannot wear CBRN respirator for prolonged periods. "]))
    n.t("Examination: " + " ".join(CL.exam(2)) + "\n")
    n.t("\n4. EMPLOYMENT / SOCIAL\n")
    n.add("Married to " if chance(0.5) else "Lives with partner ", fam(cx.rel_person("wife" if pt.sex == "M" else "husband"), "full"),
          "; ", pick(["no children. ", "one child. ", "two children. ", "three children. ", "a stepdaughter. "]))
    n.add("Considering civilian work as a ", (pt.prof_civ, "PROFESSION"), ".\n")
    n.t("\n5. BOARD DECISION\n")
    if country == "UK":
        n.t(pick(["Medically Limited Deployability (MLD). ", "Medically Not Deployable (MND); refer for medical discharge. ",
                  "Medically Fully Deployable (MFD). ", "Permanent MLD; employment restricted to UK base duties. "]))
        n.add("Next review: ", cx.rel(rng.randint(90, 365)), ".\n")
    else:
        n.t(pick(["Does not meet retention standards IAW AR 40-501 ch 3; referred to PEB. ",
                  "Meets retention standards; returned to duty with permanent profile. ",
                  "Fails retention standards; recommend referral to IPEB. "]))
        n.add("PEB liaison: ", (Other("US").full, "FAMILY"), ", ", cx.phone(True), ".\n")
    n.t("\nBoard members:\n")
    for c in [chair, m2, m3]:
        n.add("  ", [c.rank + " "] if c.rank else None, doc(c, pick(["fullcred", "plain", "midcred"])), "\n")
    if chance(0.5):
        n.add("Member informed of outcome on ", cx.d(), "; copy to ", (unitname, "ORGANIZATION"), ".\n")
    return cx, "medical_board"

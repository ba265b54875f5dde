"""Genres: PTSD clinic progress note, release/discharge health summary, secure message thread."""
from core import rng, pick, chance, sample, add_days, rand_date, age_phrase, words
from people import pat, doc, fam, Other
from ctx import Ctx, sig_block, deploy_pieces, hhmm
import places as PL
import ids
import clinical as CL


def ptsd_note(country):
    cx = Ctx(country, amin=22, amax=84)
    n, pt = cx.n, cx.pt
    th = cx.clin(pick(["PhD", "PsyD", "LCSW", "MD"]) if country == "US" else pick(["ClinPsyD", "RMN", "FRCPsych"]),
                 "Dr." if country == "US" else "Dr")
    if th.cred in ("LCSW", "RMN"):
        th.title = ""
    site = pick(["Holloway Vet Center", "Riverbend VA Medical Center", "Three Rivers VA Medical Center", "Kessler Ridge VA Medical Center",
                 "Ridgeline Behavioral Health Center"]) if country == "US" else \
        pick(["Dunmore Veterans' Mental Health Service", "Ridgeway Department of Community Mental Health", "Queen Adelaide Hospital"])
    s0, s1 = cx.service_years()
    dep, dy = PL.pick_deploy(s0.year, s1.year, country)
    ev_date = rand_date(dy, dy)
    mod = pick(CL.CPT_PE)
    total = pick([8, 10, 12, 12, 15])
    sess = rng.randint(2, total)
    friend = Other(country)
    n.line(pick(["PTSD CLINICAL TEAM - INDIVIDUAL PSYCHOTHERAPY NOTE", "PCT PROGRESS NOTE", "Trauma Clinic - Progress Note",
                 "Veterans' Mental Health - Therapy Session Record"]))
    n.f("Clinic: {s}\n", s=(site, "HOSPITAL"))
    n.f("Patient: {p}   {ml}: {m}   DOB: {dob}\n", p=pat(pt, pick(["LASTFIRST", "full", "mid"])),
        ml="MRN" if country == "US" else "NHS No", m=(ids.mrn("US") if country == "US" else ids.nhs(), "MRN"), dob=cx.dob())
    h0, m0 = rng.randint(8, 16), pick([0, 15, 30, 45])
    n.f("Date of service: {d}   Start {t1}  End {t2}\n", d=cx.d(), t1="%02d:%02d" % (h0, m0),
        t2="%02d:%02d" % (h0 + (m0 + 50) // 60, (m0 + 50) % 60))
    if country == "US" and chance(0.3):
        n.f("Encounter #: {a}\n", a=(ids.account(), "ACCOUNT"))
    n.t("Session %d of %d - %s\n" % (sess, total, mod))
    if chance(0.5):
        n.add("Modality: video visit; patient at home in ", cx.addr.town(), pick(["; connection from ", "; client IP "]),
              (ids.ip(), "IPADDR"), ". Emergency contact and location verified.\n")
        if chance(0.5):
            n.add("Session link: ", (ids.url(), "URL"), "\n")
    else:
        n.add("Modality: in person, ", pick(["room ", "office ", "interview room "]), (str(rng.randint(101, 340)) + pick(["", "A", "B"]), "LOCATION_OTHER"), "\n")
    n.add("Clinician: ", doc(th, pick(["fullcred", "titlefull"])), "\n\n")
    n.t("SUBJECTIVE\n")
    n.add(pat(pt, pick(["title", "first", "title", "rank"])), " ", pick(["reports", "describes", "notes"]), " ", pick(CL.PTSD_THEMES),
          " and ", pick(CL.PTSD_THEMES), " since last session. ")
    if chance(0.5):
        n.add("Worse week around ", (pick(["the Fourth of July", "Memorial Day", "Veterans Day", "Thanksgiving"]) if country == "US" else
                                      pick(["Bonfire Night", "Remembrance Sunday", "Armistice Day", "Christmas"]), "DATE"), " ")
        n.t(pick(["due to fireworks. ", "(anniversary reactions). ", "with family gatherings. "]))
    n.t("Completed %s homework on %d of 7 days.\n" % (pick(["ABC worksheets", "in-vivo hierarchy", "impact statement", "imaginal recording"]),
                                                       rng.randint(0, 7)))
    n.t("Index trauma: ")
    n.add(cx.d(ev_date, pick(["my", "my3", None])), ", ", pick(["IED strike on convoy", "indirect fire attack", "vehicle rollover",
                                                                 "recovery of casualties", "complex attack on patrol base"]),
          " near ", (dep[1][0], dep[1][1]), ", ", (dep[0], "COUNTRY"), pick(["", " while serving with " ]))
    if n.parts[-1].endswith("with "):
        n.add((PL.unit(country, cx.branch), "ORGANIZATION"))
    n.add("; ", pick(["friend", "team leader", "driver", "section commander"]), " ", (friend.full, "FAMILY"),
          pick([" was killed.", " was seriously injured.", " died of wounds at "]))
    if n.parts[-1].endswith(" at "):
        n.add((dep[2], "LOCATION_OTHER"), ".")
    n.t("\n\n")
    n.t("MEASURES\n")
    base = CL.pcl5()
    n.add("PCL-5: %d today (baseline %d on " % (max(6, base - rng.randint(-5, 25)), base), cx.rel(-rng.randint(28, 120)), ")\n")
    n.t("PHQ-9: %d   ISI: %d   AUDIT-C: %d\n\n" % (CL.phq9(), rng.randint(3, 26), rng.randint(0, 10)))
    n.t("SESSION CONTENT\n")
    n.t(pick(["Reviewed stuck points (\"I should have seen the device\", \"No one can be trusted\"). Challenging questions worksheet introduced. ",
              "Imaginal exposure 35 min, SUDS peak 85 falling to 40. Processing focused on guilt and responsibility. ",
              "Worked on assimilated beliefs about safety. Trauma account read aloud. ",
              "Hotspot identified; cognitive restructuring of blame. "]))
    n.t("\n")
    fam_r = cx.rel_person(pick(["wife", "husband", "partner", "daughter", "son", "brother"]))
    n.add("Family: ", fam_r.rel, " ", fam(fam_r, pick(["first", "full"])), pick([" is supportive", " attended the last 10 minutes",
                                                                                " reports fewer arguments", " has moved out temporarily"]), ". ")
    n.add("Employment: ", pick(["working as a ", "laid off from job as a ", "part-time "]), (pt.prof_civ, "PROFESSION"), ".\n\n")
    n.t("RISK\n")
    n.t("C-SSRS: %s. " % pick(["denies SI since last contact", "passive death wish, no intent or plan", "no SI/HI"]))
    if chance(0.6):
        b = cx.rel_person(pick(["brother", "friend", "father", "cousin"]))
        n.add("Firearms stored with ", b.rel, " ", fam(b, "first"), pick([" at %s home in " % ("his" if b.sex == "M" else "her"), " in "]), (PL.Address(country).city, "CITY"),
              ". ")
    n.t("Safety plan reviewed and updated. Risk judged %s.\n\n" % pick(["low", "low-moderate", "moderate, chronic"]))
    n.t("PLAN\n")
    n.add("Next session ", cx.rel(pick([7, 7, 14, 6, 8])), pick([" at the same time.", ", video.", ", in person."]), " ")
    if chance(0.5):
        n.add("Med management with ", doc(cx.clin("MD" if country == "US" else "FRCPsych", "Dr." if country == "US" else "Dr"), "titlelast"),
              " on ", cx.rel(rng.randint(10, 40)), ". ")
    if chance(0.4):
        n.add("Peer support: ", (pick(["Combat Stress", "Help for Heroes", "Royal British Legion"]) if country == "UK" else
                                  pick(["Wounded Warrior Project", "Disabled American Veterans Chapter 14"]), "ORGANIZATION"), ". ")
    n.t("\nClinic phone given: ")
    n.add(cx.phone(True), ".\n\n")
    roles = {"PhD": "Staff Psychologist", "PsyD": "Staff Psychologist", "LCSW": "PCT Therapist", "MD": "Staff Psychiatrist",
             "ClinPsyD": "Clinical Psychologist", "RMN": "CBT Therapist", "FRCPsych": "Consultant Psychiatrist"}
    n.add(sig_block(cx, th, role=roles.get(th.cred) if chance(0.7) else None, lic=chance(0.3)))
    return cx, "ptsd_progress"


def release_summary(country):
    military = chance(0.35)
    cx = Ctx(country, military=military, amin=19, amax=72)
    n, pt = cx.n, cx.pt
    if military:
        prov = cx.clin("MD" if country == "US" else "MRCGP", "Dr." if country == "US" else "Dr")
        s0, s1 = cx.service_years()
        n.line(pick(["SEPARATION HEALTH ASSESSMENT - SUMMARY", "DISCHARGE MEDICAL - RELEASE SUMMARY FOR GP",
                     "SERVICE TREATMENT RECORD - SEPARATION SUMMARY"]))
        n.f("Member: {r} {p}   {il}: {i}\n", r=pt.rank, p=pat(pt, pick(["LASTFIRST", "full"])), il="DoD ID" if country == "US" else "Service No",
            i=(ids.service_no(country), "IDNUM"))
        n.f("DOB: {dob}   Age: {a}   Unit: {u}\n", dob=cx.dob(), a=cx.age(), u=(PL.unit(country, cx.branch), "ORGANIZATION"))
        n.f("Service: {s} to {e}   Date of assessment: {d}\n", s=cx.d(s0), e=cx.d(s1), d=cx.d())
        n.f("Trade/MOS: {t}\n\n", t=(pt.prof_mil, "PROFESSION"))
        n.t("SERVICE-RELATED CONDITIONS\n")
        for p in CL.problems(rng.randint(2, 5)):
            n.t("- " + p + "\n")
        n.t("\nDEPLOYMENTS: ")
        for i in range(rng.randint(1, 3)):
            dep, dyy = PL.pick_deploy(s0.year, s1.year, country)
            ds = rand_date(dyy, dyy)
            if i:
                n.t("; ")
            n.add((dep[0], "COUNTRY"), " ", cx.d(ds, pick(["y", "my3", "my"])))
        n.t("\n\nCURRENT MEDICATION\n")
        for m in CL.meds(country):
            n.t("  " + m + "\n")
        n.t("Hearing: " + pick(["H1", "H2", "H3"]) + ".  Vision: " + pick(["V1", "V2"]) + ".\n")
        n.t("\nCONTINUITY OF CARE\n")
        n.add("Registering with ", (PL.hosp(country, "primary"), "HOSPITAL"), " at ", PL.Address(country).pieces(), ".\n")
        if country == "US":
            n.add("BDD claim submitted ", cx.rel(-rng.randint(30, 120)), "; VA C&P exams scheduled. Transition counsellor: ",
                  (Other("US").full, "FAMILY"), ".\n")
        else:
            n.add("Veterans UK claim advised. Veterans' Gateway and Op COURAGE details given. Resettlement officer: ",
                  pick(["WO2 ", "Capt ", "Mr "]), (Other("UK").last, "FAMILY"), ".\n")
        n.add("Forwarding address: ", cx.addr.pieces(), ". Tel ", cx.phone(), ". Email ", (ids.email(pt.first, pt.last), "EMAIL"), "\n")
        if chance(0.5):
            n.add("CPAP (ResMed AirSense 11) SN ", (ids.device_sn("cpap"), "DEVICE"), " retained by member.\n")
        n.t("\n")
        n.add(sig_block(cx, prov, role=pick(["Separating Provider", "Senior Medical Officer", "PCM"])))
        return cx, "release_summary"
    jail = PL.prison(country)
    nurse = cx.clin("RGN" if country == "UK" else "RN", "")
    n.line(pick(["RELEASE FROM CUSTODY - HEALTH DISCHARGE SUMMARY", "Discharge / Release Healthcare Summary",
                 "PRE-RELEASE HEALTH PLAN AND SUMMARY FOR COMMUNITY PROVIDER"]))
    n.f("From: {j} Healthcare", j=(jail, "LOCATION_OTHER"))
    n.f("   Tel {p}   Fax {f}\n", p=cx.phone(True), f=cx.fax())
    n.f("Patient: {p}   {nl}: {no}\n", p=pat(pt, pick(["LASTFIRST", "full", "mid"])), nl="Prison No" if country == "UK" else "Inmate #",
        no=(ids.prison_no(country), "IDNUM"))
    n.f("DOB: {dob} ({a} yrs)   {ml}: {m}\n", dob=cx.dob(), a=cx.age(), ml="NHS No" if country == "UK" else "MRN",
        m=(ids.nhs() if country == "UK" else ids.mrn("US"), "MRN"))
    if country == "US" and chance(0.5):
        n.f("Medicaid ID (reactivated): {h}\n", h=(ids.healthplan("US"), "HEALTHPLAN"))
    rec = add_days(cx.date, -rng.randint(30, 900))
    n.f("Received into custody: {a}   Release date: {b}\n", a=cx.d(rec), b=cx.d())
    n.add("Release address: ")
    if chance(0.35):
        n.add((pick(["Ashdown House Approved Premises", "Riverside Hostel", "Kingsway Approved Premises"]) if country == "UK" else
               pick(["New Beginnings Residential Reentry Center", "Hope Street Halfway House"]), "LOCATION_OTHER"), ", ")
    n.add(cx.addr.pieces(), "\n")
    n.add("Community GP/PCP: ", (PL.hosp(country, "primary"), "HOSPITAL"), ", ", doc(cx.clin("MRCGP" if country == "UK" else "MD", "Dr" if country == "UK" else "Dr."), "titlelast"),
          ", tel ", cx.phone(), "\n\n")
    n.t("PROBLEMS\n")
    for p in CL.problems(rng.randint(2, 5)):
        n.t("- " + p + "\n")
    n.t("\nMEDICATION SUPPLIED ON RELEASE (%s)\n" % pick(["7 days TTO", "14 days", "28 days", "3 days + script"]))
    for m in CL.meds(country, rng.randint(2, 5)):
        n.t("  " + m + "\n")
    if chance(0.6):
        n.add("Last supervised opioid substitution dose: ", cx.d(), " ", hhmm(), "; handover to ",
              (pick(["Change Grow Live", "Turning Point", "Forward Trust"]) if country == "UK" else pick(["Cornerstone Recovery Clinic", "Bridgeway Treatment Services"]), "ORGANIZATION"),
              " appointment ", cx.rel(rng.randint(1, 3)), " " + hhmm() + ".\n")
    n.t("Naloxone kit issued: %s.\n" % pick(["yes (Prenoxad)", "yes (nasal, Nyxoid)", "declined", "yes (Narcan 4 mg nasal)"]))
    n.t("\nRESULTS\n")
    n.t("HCV Ab %s, HIV %s, HBsAg neg. " % (pick(["pos, RNA neg (treated)", "neg", "pos, RNA pos - referred"]), pick(["neg", "neg"])))
    n.add(CL.labs_inline(country, 4), " (", cx.rel(-rng.randint(5, 60)), ").\n")
    n.t("\nFOLLOW-UP\n")
    om = Other(country)
    n.add(pick(["Probation officer: ", "Community offender manager: ", "Parole officer: "]), (om.full, "FAMILY"), ", ",
          cx.phone(), pick([".", " (mobile)."]), "\n")
    if chance(0.5):
        n.add("Housing support worker: ", (Other(country).first, "FAMILY"), " at ", (PL.employer(country), "ORGANIZATION"), ".\n")
    if chance(0.5):
        n.add("Electronic monitoring tag fitted ", cx.d(), ", device ", (ids.device_sn("tag"), "DEVICE"), ".\n")
    if chance(0.4):
        kin = cx.rel_person()
        n.add("Collected at gate by ", kin.rel, " ", fam(kin, "full"))
        if chance(0.5):
            n.add(" in vehicle reg ", (ids.plate(country), "VEHICLE"), ".\n")
        else:
            n.add(" (car ", (ids.plate(country), "VEHICLE"), ").\n")
    if chance(0.4):
        n.add("Prior occupation: ", (pt.prof_civ, "PROFESSION"), "; job offer with ", (PL.employer(country), "ORGANIZATION"), ".\n")
    n.t("\n")
    n.add("Completed by ", doc(nurse, pick(["fullcred", "plain"])), ", ", cx.d(), "\n")
    if chance(0.5):
        n.add("Sent securely to ", (ids.generic_email("gp.referrals", "nhs.example.net" if country == "UK" else "example.org"), "EMAIL"), "\n")
    return cx, "release_summary"


def secure_message(country):
    cx = Ctx(country, amin=22, amax=85)
    n, pt = cx.n, cx.pt
    team = cx.clin(pick(["RN", "MD", "NP", "PharmD"]) if country == "US" else pick(["RGN", "MRCGP", "MPharm"]),
                   "Dr." if country == "US" else "Dr")
    if team.cred in ("RN", "NP", "PharmD", "RGN", "MPharm"):
        team.title = ""
    uname = ids.username(pt.first, pt.last, pick(["dot", "init", "num"]))
    portal = pick(["My HealtheVet", "Patient Portal", "MyChart"]) if country == "US" else pick(["NHS App", "Patient Access", "SystmOnline"])
    site = PL.hosp(country, "primary")
    n.line(portal + " - Secure Message Thread")
    n.f("Care team: {s} - {t}\n", s=(site, "HOSPITAL"), t=pick(["PACT Blue", "Primary Care", "Pharmacy", "Mental Health", "Reception"]))
    n.f("Patient: {p}   DOB: {dob}   {ml}: {m}\n", p=pat(pt, pick(["full", "LASTFIRST"])), dob=cx.dob(),
        ml="ICN" if country == "US" else "NHS No", m=(ids.icn() if country == "US" else ids.nhs(), "MRN"))
    if country == "US" and chance(0.4):
        n.f("Coverage on file: {h}\n", h=(ids.healthplan("US"), "HEALTHPLAN"))
    n.f("Portal user: {u}   Registered e-mail: {e}\n\n", u=(uname, "USERNAME"), e=(ids.email(pt.first, pt.last), "EMAIL"))
    subj = pick(["medication refill", "test results question", "appointment change", "side effects", "travel letter",
                 "CPAP supplies", "pain getting worse", "benefits paperwork"])
    d0 = add_days(cx.date, -rng.randint(0, 3))
    n.add("Subject: ", subj.capitalize(), "\n")
    n.add("From: ", (uname, "USERNAME"), "   Sent: ", cx.d(d0), " ", hhmm(), "\n")
    n.t("---\n")
    bodies = [
        "hi, i need a refill on my %s, the pharmacy said it was expired. also my blood pressure has been running about 150/95 in the mornings. ",
        "Good morning. Can someone explain my lab results? It says my A1c was high and I don't know what that means for my %s. ",
        "Hello, I can't make my appointment. I start a new job at %s that week. Can we move it? ",
        "I have been getting dizzy since the %s dose went up. Is that normal? ",
    ]
    b = pick(bodies)
    if "%s" in b:
        if "job at" in b:
            n.t(b.split("%s")[0])
            n.add((PL.employer(country), "ORGANIZATION"))
            n.t(b.split("%s")[1])
        else:
            n.t(b % pick(["metformin", "lisinopril", "sertraline", "prazosin", "gabapentin", "amlodipine"]))
    if chance(0.5):
        n.add("I'm away visiting my ", pick(["daughter", "son", "sister", "mum" if country == "UK" else "mom"]), " in ",
              (PL.Address(country).city, "CITY"), " until ", cx.rel(rng.randint(4, 20)), ". ")
    if chance(0.4):
        r = cx.rel_person(pick(["wife", "husband", "daughter", "son"]))
        n.add("My ", r.rel, " ", fam(r, "first"), " can pick up. ")
    n.add("Best number is ", cx.phone(), ".")
    n.add("\n- ", pat(pt, pick(["first", "full", "nick", "initials"])), "\n\n")
    n.add("Reply from: ", doc(team, pick(["fullcred", "titlelast", "plain"])), "   Sent: ", cx.d(), " ", hhmm(), "\n---\n")
    n.add("Hello ", pat(pt, pick(["title", "first", "title"])), ", ")
    n.t(pick(["your refill has been sent and should arrive in 7-10 days by mail. ",
              "your A1c was 8.1%, up from 7.4%. We would like to see you in clinic to adjust medications. ",
              "I have rescheduled you to ", "please hold the higher dose and check your BP twice daily for a week. "]))
    if n.parts[-1].endswith("to "):
        n.add(cx.rel(rng.randint(7, 40)), " at " + hhmm() + ". ")
    n.add("If symptoms worsen please call the clinic on ", cx.phone(True), pick([" or go to the nearest ED.", " or dial 911.", "."]) if country == "US"
          else pick([" or call 111.", " or attend A&E.", "."]))
    n.add("\n", doc(team, "plain"), "\n\n")
    if chance(0.6):
        n.add("From: ", (uname, "USERNAME"), "   Sent: ", cx.rel(rng.randint(0, 2)), " ", hhmm(), "\n---\n")
        n.t(pick(["thanks, got it.", "Thank you!! appreciate the quick reply", "ok will do. do i need to fast for the bloods?",
                  "Thanks. Also can you send the letter to my VSO?"]))
        n.t("\n\n")
    n.t("AUDIT\n")
    n.add("Session from ", (ids.ip(), "IPADDR"), " via ", (ids.url(), "URL"), "\n")
    n.add("Message ID: ", (ids.order_no(), "IDNUM"), "   Thread closed by ", (ids.username(team.first, team.last, "va" if country == "US" else "dot"), "USERNAME"),
          " on ", cx.rel(rng.randint(0, 3)), "\n")
    return cx, "secure_message"

"""Genre motorsport_incident: trackside medical incident reports."""
import phi
import people as PE
import pools_places as PP
import clinical as CL
import common as C
from notelib import Note

GENRE = "motorsport_incident"

CLASSES = ["GT4", "Formula Ford 1600", "Clio Cup", "Mini Challenge", "TCR", "Super Late Model",
           "Sprint Car 410", "Rotax Max Senior kart", "Historic F3", "Porsche 911 Cup", "V8 Ute",
           "Supersport 600 (bike)", "Hillclimb Class D", "Legends", "Formula Vee"]
TEAMS = ["Harkness Motorsport", "Redgum Racing", "Apex Autosport", "Blackett Engineering", "Lusk Racing",
         "Penhaligon Competition", "Kettlewell Karting", "Saddler Performance", "Ironbark Motorsport",
         "Dunmore Race Services"]
MECH = ["Lost rear on exit, spun across gravel and into tyre wall, frontal impact.",
        "T-boned on driver's side at apex by following car.",
        "Launched over kerb, car rolled x2, came to rest on roof.",
        "Brake failure into hairpin, straight on into barrier at estimated 110 km/h.",
        "Rider high-side, thrown approx 8 m, helmet contact with track.",
        "Kart contact, driver's kart mounted another, driver ejected.",
        "Fire in engine bay after impact; driver self-extricated through window.",
        "Contact with pit wall at pit entry, low speed."]
FINDINGS = ["GCS 15, c/o neck pain, midline tenderness C5/6. Neuro intact.",
            "Winded, no LOC, chest wall tender L, SpO2 97%. Neuro intact.",
            "Brief LOC per marshals (~20 s). GCS 14 on arrival, amnesic for impact. SCAT6 not completed trackside.",
            "R wrist deformity (?distal radius #), NV intact.",
            "Superficial burns back of hands (gloves removed), approx 1% TBSA.",
            "No injuries found. Mild headache, no LOC. Maddocks questions 5/5.",
            "Pelvis tender on palpation, binder applied. HR 118."]
DECISIONS = ["Cleared to continue competing.", "NOT fit to compete for the remainder of the meeting. Licence retained pending follow-up.",
             "Referred to hospital. Competition licence held by Clerk of the Course.", "Cleared; advised concussion protocol, no racing for 21 days.",
             "Fit to compete subject to re-examination before Race 2."]


def _driver_block(rng, c, n, p, car):
    n.w("Car no: ", ("VEHICLE", car), "   Class: " + rng.choice(CLASSES) + "\n")
    if rng.random() < 0.4:
        n.w("Chassis/VIN: ", ("VEHICLE", phi.vin(rng)), "\n")
    n.w("Driver: ", PE.nm(rng, p, "PATIENT", rng.choice(["LF", "full", "fml"])), "   DOB: ", C.D(rng, c, p.dob), "   Age: ", ("AGE", str(p.age)), "\n")
    n.w("Competition licence: ", ("LICENSE", phi.race_licence(rng)), rng.choice(["  (National B)", "  (Clubman)", "  (International C)", ""]), "\n")
    n.w("Team/entrant: ", ("ORGANIZATION", rng.choice(TEAMS)), "\n")
    if p.foreign and rng.random() < 0.7:
        n.w("Nationality: ", ("COUNTRY", p.foreign), "\n")
    n.w("Address: ", PE.addr_inline(p.addr), "   Tel: ", ("PHONE", p.phone), "\n")


def _report(rng, c, n, p, pres):
    cmo = PE.make_staff(rng, c.country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    miv = PE.make_staff(rng, c.country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    para = PE.make_staff(rng, c.country, "paramedic")
    clerk = PE.make_other(rng, c.country)
    car = phi.car_no(rng)
    n.w(rng.choice(["TRACKSIDE MEDICAL INCIDENT REPORT", "Circuit Medical Centre - Incident Report", "MEDICAL REPORT - ON-TRACK INCIDENT"]), "\n")
    n.w("Meeting: ", ("ORGANIZATION", c.event), "   Circuit: ", ("LOCATION_OTHER", c.venue), "\n")
    n.w("Date: ", C.D(rng, c, c.d0), "   Session: " + rng.choice(["Practice 1", "Qualifying 2", "Race 1", "Race 2", "Heat 3", "Timed runs", "Final"]) +
        "   Lap " + str(rng.randint(1, 24)) + "   Time of incident " + C.hhmm(rng, 9, 18, "colon") + "\n")
    n.w("Incident no: ", ("IDNUM", phi.log_ref(rng)), "   Clerk of the Course: ", PE.nm(rng, clerk, "FAMILY", "full"), "\n")
    loc = rng.random()
    if loc < 0.5:
        n.w("Location: Turn " + str(rng.randint(1, 16)) + " (", ("LOCATION_OTHER", rng.choice(PP.CORNERS)), "), marshal post " + str(rng.randint(1, 40)) + "\n")
    else:
        n.w("Location: " + rng.choice(["pit entry", "start/finish straight", "Turn 3 gravel trap", "back straight, post 17", "paddock road"]) + "\n")
    n.w("Flags: " + rng.choice(["red flag", "FCY then red", "SC deployed", "double waved yellow"]) + "\n\n")
    _driver_block(rng, c, n, p, car)
    n.w("\nMechanism: " + rng.choice(MECH) + "\n")
    if rng.random() < 0.55:
        n.w("ADR/ICR download: peak " + str(rng.randint(12, 68)) + " g, unit S/N ", ("DEVICE", "ADR-" + phi.digits(rng, 6)), "\n")
    n.w("Response: MIV " + str(rng.randint(1, 3)) + " (", PE.staff_ref(rng, miv, "title_last"), ", ", PE.nm(rng, para, "DOCTOR", "full"),
        "), rescue unit R" + str(rng.randint(1, 4)) + ". On scene " + str(rng.randint(25, 95)) + " s after red.\n")
    o = CL.obs(rng, rng.choice(["trauma", "normal"]))
    n.w("Findings: " + rng.choice(FINDINGS) + "\n")
    n.w("Obs: " + CL.obs_line(rng, o, "compact") + "\n")
    n.w("Treatment: " + rng.choice(CL.P["rta"]["tx"]) + " " + rng.choice(["Collar not applied (self-extricated, ambulatory).",
                                                                         "Scoop + head blocks.", "Paracetamol 1 g IV.", "Methoxyflurane 3 ml."]) + "\n")
    if rng.random() < 0.5:
        n.w("Helmet retained for inspection: " + rng.choice(["Arai GP-7", "Bell HP7", "Stilo ST5", "Schuberth SF4"]) + ", SN ",
            ("DEVICE", phi.digits(rng, 7)), ". HANS intact.\n")
    dec = rng.choice(DECISIONS)
    n.w("\nCMO decision: " + dec + "\n")
    if "hospital" in dec or rng.random() < 0.3:
        n.w("Transferred to ", ("HOSPITAL", c.hosp.name), " by circuit ambulance (reg ", ("VEHICLE", phi.plate(rng, c.country)), ") at " + C.hhmm(rng) + ".\n")
    if rng.random() < 0.5:
        rel = rng.choice(["father", "partner", "mother", "wife", "team manager"])
        f = PE.make_other(rng, c.country, rel=rel)
        n.w("Informed: " + rel + " ", PE.nm(rng, f, "FAMILY", "full"), " in paddock (", ("PHONE", f.phone), ").\n")
    n.w("\nChief Medical Officer: ", PE.staff_ref(rng, cmo, rng.choice(["full_reg", "title_full"])), "\n")
    n.w("Report ref ", ("ACCOUNT", phi.prf_no(rng)), " copied to Clerk of the Course and Stewards. ", C.D(rng, c, c.d0, "num"), "\n")


def _marshal(rng, c, n, p, pres):
    cmo = PE.make_staff(rng, c.country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    chief = PE.make_other(rng, c.country)
    n.w("MARSHAL / OFFICIAL INJURY REPORT\n")
    n.w(("ORGANIZATION", c.event), " - ", ("LOCATION_OTHER", c.venue), " - ", C.D(rng, c, c.d0), "\n\n")
    n.w("Injured person: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "LF"])), ", ", C.age_piece(rng, p, rng.choice(["yrs", "plain", "yo"])), "\n")
    n.w("Role: " + rng.choice(["flag marshal", "incident marshal", "pit lane marshal", "recovery crew", "scrutineer"]) +
        ", post " + str(rng.randint(1, 40)) + ". Marshal reg no. ", ("LICENSE", "M" + phi.digits(rng, 6)), "\n")
    n.w("Day job: ", ("PROFESSION", p.job), " (", ("ORGANIZATION", p.employer), ")\n")
    n.w("Post chief: ", PE.nm(rng, chief, "FAMILY", "full"), "\n")
    n.w("What happened: " + rng.choice(["Struck by debris (wheel) from car ", "Tripped on armco while recovering car ",
                                       "Burn to forearm from hot exhaust of car ", "Hand trapped in tow strap on recovery of car "]),
        ("VEHICLE", phi.car_no(rng)), " at " + C.hhmm(rng) + ".\n")
    n.w("Injuries: " + rng.choice(["contusion L thigh", "laceration 4 cm R forearm", "superficial burn 2x5 cm", "?# 5th metacarpal",
                                   "twisted knee, effusion"]) + "\n")
    n.w("Obs: " + CL.obs_line(rng, CL.obs(rng), "slash") + "\n")
    n.w("Tx/outcome: " + rng.choice(["dressed, returned to post", "stood down for day, advised GP", "to hospital for x-ray",
                                    "glued, tetanus advice"]) + "\n")
    n.w("Next of kin: ", PE.nm(rng, PE.make_other(rng, c.country), "FAMILY", "full"), " ", ("PHONE", phi.phone(rng, c.country)), "\n")
    n.w("Seen by: ", PE.staff_ref(rng, cmo, rng.choice(["title_full", "full_reg"])), "\n")
    n.w("Accident book ref ", ("IDNUM", phi.log_ref(rng)), "; RIDDOR assessment: " + rng.choice(["not reportable", "reportable - over-7-day", "n/a"]) + "\n")


def _narr(rng, c, n, p, pres):
    """Doctor's free-text note after attending an incident."""
    doc = PE.make_staff(rng, c.country, rng.choice(["event doctor", "event physician", "event medical officer"]))
    car = phi.car_no(rng)
    n.w("Medical centre note - ", C.D(rng, c, c.d0), " " + C.hhmm(rng, 10, 17) + "\n\n")
    n.w("Attended car #", ("VEHICLE", car), " (", PE.nm(rng, p, "PATIENT", rng.choice(["full", "first"])), ", ", ("AGE", str(p.age)), p.sex,
        ") in MIV with ", PE.nm(rng, PE.make_staff(rng, c.country, "paramedic"), "DOCTOR", "full"), ". ")
    n.w(rng.choice(MECH) + " ")
    n.w(rng.choice(FINDINGS) + " ")
    n.w("Brought to circuit medical centre for assessment. " + rng.choice([
        "SCAT6 symptom score 14/132, balance errors 4. Cognitive screen normal.",
        "Full secondary survey: abrasions only.", "Xray unavailable on site; clinical suspicion of scaphoid # - referred.",
        "ECG NSR 88, troponin not available."]) + "\n\n")
    if rng.random() < 0.5:
        n.w(PE.nm(rng, p, "PATIENT", "first"), " is ")
    else:
        n.w("Driver is ")
    n.w(C.job_phrase(rng, p, verb=False), " by trade, races at club level. Usually races with ", ("ORGANIZATION", rng.choice(TEAMS)), ". Licence ",
        ("LICENSE", phi.race_licence(rng)), " handed to Clerk.\n")
    n.w("Plan: " + rng.choice(DECISIONS) + " Written concussion/injury advice given. To see own ", c.gp, " ")
    n.w(("HOSPITAL", PE.practice(rng, c.country)), " on return to ", ("CITY", p.addr.city), ".\n\n")
    n.w(PE.staff_ref(rng, doc, rng.choice(["title_full", "full_reg", "full_cred"])), "\n", ("ORGANIZATION", c.provider), " | ", ("EMAIL", doc.email), "\n")


def gen(rng, country):
    c = PE.make_ctx(rng, country, "motorsport")
    p = PE.make_patient(rng, country, c.d0, "motorsport")
    pres = CL.P["rta"]
    n = Note()
    r = rng.random()
    if r < 0.55:
        _report(rng, c, n, p, pres)
    elif r < 0.75:
        _marshal(rng, c, n, p, pres)
    else:
        _narr(rng, c, n, p, pres)
    return n

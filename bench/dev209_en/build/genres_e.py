"""Genres (author's own choice): custody injury / use-of-force medical assessment, and
prosthetics & automobile adaptive equipment consult."""
from core import rng, pick, chance, sample, add_days, rand_date, age_phrase, words, fdate
from people import pat, doc, fam, Other
from ctx import Ctx, sig_block, deploy_pieces, hhmm
import places as PL
import ids
import clinical as CL

INJ = ["2 x 3 cm abrasion over L zygoma", "superficial laceration 1.5 cm R eyebrow, edges opposed",
       "erythema both wrists consistent with handcuff application, no neuro deficit",
       "tenderness R 5th metacarpal, query boxer's fracture", "bruise 4 x 6 cm L upper arm",
       "swelling R ankle, able to weight bear", "no visible injury", "nasal tenderness, no septal haematoma",
       "bite mark L forearm, skin broken", "scalp haematoma occipital, GCS 15/15",
       "OC spray exposure: conjunctival injection, decontaminated with water"]


def injury_assessment(country):
    cx = Ctx(country, amin=18, amax=66)
    n, pt = cx.n, cx.pt
    jail = PL.prison(country)
    nurse = cx.clin(pick(["RGN", "RMN"]) if country == "UK" else pick(["RN", "LPN", "NP"]), "")
    inc = ids.case_no()
    n.line(pick(["POST-INCIDENT MEDICAL ASSESSMENT (USE OF FORCE)", "F213 - INJURY TO PRISONER", "USE OF FORCE - HEALTHCARE REVIEW",
                 "Medical Examination Following Restraint"]))
    n.f("Establishment: {j}   Incident no.: {i}\n", j=(jail, "LOCATION_OTHER"), i=(inc, "IDNUM"))
    n.f("Name: {p}   {nl}: {no}\n", p=pat(pt, pick(["LASTFIRST", "full", "mid"])), nl="Prison No" if country == "UK" else "Inmate #",
        no=(ids.prison_no(country), "IDNUM"))
    n.f("DOB: {dob}   Age: {a}\n", dob=cx.dob(), a=cx.age())
    m0 = rng.randint(7 * 60, 20 * 60)
    tm = lambda m: "%02d:%02d" % ((m // 60) % 24, m % 60)
    n.f("Date/time of incident: {d} {t}   Seen by healthcare: {t2}\n", d=cx.d(), t=tm(m0), t2=tm(m0 + rng.randint(8, 45)))
    loc = pick(["exercise yard", "servery", "landing 3", "visits hall", "reception holding room", "segregation unit", "gym"])
    n.add("Location: ", (PL.cell(country), "LOCATION_OTHER") if chance(0.5) else loc, "\n")
    o1, o2, o3 = Other(country), Other(country), Other(country)
    n.add("Staff involved: ", pick(["Officer ", "SO ", "CO ", ""]), (o1.last, "FAMILY"), ", ", pick(["Officer ", "OSG ", "Sgt ", ""]),
          (o2.full, "FAMILY"))
    if chance(0.5):
        n.add(" and ", (o3.full, "FAMILY"))
    n.t("\n")
    n.t("Techniques used: %s\n\n" % pick(["guiding holds, wrist locks, handcuffs", "full restraint, leg restraints, prone < 2 min",
                                          "PAVA spray, handcuffs", "ratchet cuffs, escorted to segregation", "baton strike (1)"]))
    n.t("ACCOUNT\n")
    n.add(pat(pt, pick(["title", "last", "first"])), pick([" states ", " reports ", " says "]))
    he, his = ("he", "his") if pt.sex == "M" else ("she", "her")
    n.t(pick([he + " was punched by another prisoner before staff intervened. ", "officers bent " + his + " wrist back. ",
              he + " fell against the door frame during the restraint. ", "no complaints, \"I'm fine\". ",
              he + " cannot remember events clearly. "]))
    if chance(0.5):
        n.add("Officer ", (o1.last, "FAMILY"), " reports ", pick(["the prisoner headbutted the wall.", "a struggle lasting approx 3 minutes.",
                                                                  "no strikes used.", he + " was restrained after assaulting staff."]))
    n.t("\n\nEXAMINATION\n")
    n.t("Obs: " + CL.vitals(country, True) + "\n")
    for i in sample(INJ, rng.randint(1, 4)):
        n.t("- " + i + "\n")
    n.t("Body map completed. Photographs taken: ")
    if chance(0.7):
        n.add("yes, ref ", (ids.accession(), "IDNUM"), "\n")
    else:
        n.t("declined\n")
    n.t("Positional asphyxia check: no respiratory distress, SpO2 maintained. Restraint-related ABCs monitored every 15 min.\n")
    n.t("\nACTION\n")
    if chance(0.45):
        n.add("Escorted to ", (PL.hosp(country, "acute"), "HOSPITAL"), " ", pick(["ED", "A&E", "Minor Injuries Unit", "Emergency Department"]),
              " for X-ray; vehicle ", (ids.plate(country), "VEHICLE"), ", departed " + tm(m0 + rng.randint(60, 120)) + ". ")
        n.add("Returned ", cx.rel(pick([0, 0, 1])), " with ", pick(["no fracture", "5th MC neck fracture - ulnar gutter splint",
                                                                    "wound closed, 4 sutures", "CT head normal"]), ".\n")
    else:
        n.t(pick(["Wound cleaned and dressed. ", "Simple analgesia given. ", "Cold compress applied. ", "No treatment required. "]))
        n.t("Review on segregation unit daily while held there.\n")
    if chance(0.5):
        n.add("Safeguarding/complaints: ", pick(["patient wishes to make a complaint; form given.", "IMB notified.",
                                                 "referred to police liaison officer "]))
        if n.parts[-1].endswith("officer "):
            n.add((Other(country).full, "FAMILY"), ".")
        n.t("\n")
    if chance(0.3):
        n.add("Body-worn camera footage ref: ", (ids.order_no(), "IDNUM"), "\n")
    n.t("\n")
    n.add("Examined by: ", doc(nurse, pick(["fullcred", "initcred", "plain"])), "  ", cx.d(), " ", tm(m0 + rng.randint(46, 59)), "\n")
    if chance(0.5):
        n.add("Countersigned: ", doc(cx.clin(), "titlefull"), "\n")
    if chance(0.35):
        n.add("Copy to Governor's office: ", (ids.generic_email(pick(["uof.reports", "governor.office", "safer.custody"])), "EMAIL"), "\n")
    return cx, "custody_injury_assessment"


PROS = [("above-knee prosthesis", "Ottobock C-Leg 4 knee", "prosthesis"),
        ("below-knee prosthesis", "Ossur Pro-Flex foot", "prosthesis"),
        ("myoelectric upper limb", "Ottobock bebionic hand", "prosthesis"),
        ("power wheelchair", "Permobil M3 Corpus", "other"),
        ("bilateral hearing aids", "Phonak Audeo P90", "hearing"),
        ("CPAP", "ResMed AirSense 10 AutoSet", "cpap"),
        ("insulin pump", "Medtronic MiniMed 780G", "pump")]


def prosthetics_consult(country):
    cx = Ctx(country, military=True, amin=21, amax=80)
    n, pt = cx.n, cx.pt
    pros = cx.clin(pick(["CPO", "OTR/L", "PT, DPT", "MD"]) if country == "US" else pick(["HCPC", "MCSP", "FRCP"]), "")
    if pros.cred in ("MD", "FRCP"):
        pros.title = "Dr." if country == "US" else "Dr"
    item, model, kind = pick(PROS)
    s0, s1 = cx.service_years()
    war = s1.year >= 2003
    if war:
        dep, dy = PL.pick_deploy(max(s0.year, 2003), s1.year, country, combat=True)
    else:
        dep, dy = None, rng.randint(s0.year, s1.year)
    inj = rand_date(dy, dy)
    n.line(pick(["PROSTHETICS CONSULT - AUTOMOBILE ADAPTIVE EQUIPMENT (AAE)", "Prosthetics & Sensory Aids Service Note",
                 "Driving Assessment and Vehicle Adaptation Report", "Amputee Clinic / Prosthetics Review"]))
    n.f("Site: {s}\n", s=(pick(["Kessler Ridge VA Medical Center", "Riverbend VA Medical Center", "Lone Prairie VA Health Care System"])
                          if country == "US" else pick(["Harrowfield Regional Rehabilitation Unit", "Princess Alys Hospital",
                                                        "Royal Lanark Infirmary"]), "HOSPITAL"))
    n.f("Veteran: {p}   {ml}: {m}   DOB: {dob} ({a})\n", p=pat(pt, pick(["LASTFIRST", "full", "rankfull"])),
        ml="ICN" if country == "US" else "NHS No", m=(ids.icn() if country == "US" else ids.nhs(), "MRN"), dob=cx.dob(), a=cx.age())
    if country == "US" and chance(0.5):
        n.f("SC%% %d   Eligibility: {e}\n" % pick([50, 70, 100, 100]), e=(ids.healthplan("US"), "HEALTHPLAN"))
    if country == "UK" and chance(0.4):
        n.f("Veterans' prosthetics panel ref: {r}\n", r=(ids.claim_no(), "IDNUM"))
    n.f("Date: {d}   Clinician: {c}\n\n", d=cx.d(), c=doc(pros, pick(["fullcred", "plain", "titlefull"]) if pros.title else pick(["fullcred", "plain"])))
    n.t("HISTORY\n")
    n.add(pat(pt, pick(["title", "rank", "first"])), " sustained ", pick(["a traumatic R transfemoral amputation", "L transtibial amputation",
                                                                          "bilateral lower limb injuries", "a L transradial amputation",
                                                                          "T10 complete SCI"]),
          " on ", cx.d(inj))
    if war:
        n.add(" from an IED in ", (dep[0], "COUNTRY"), ", while serving with ", (PL.unit(country, cx.branch), "ORGANIZATION"), ". ")
    else:
        n.add(" in a ", pick(["training accident", "vehicle rollover on exercise", "parachuting accident"]), " at ",
              (PL.base(country, cx.branch), "LOCATION_OTHER"), " while serving with ", (PL.unit(country, cx.branch), "ORGANIZATION"), ". ")
    n.add("Initial care at ", (pick(["Role 3 Hospital Bastion", "Landstuhl Regional Medical Center", "Walter Reed", "Queen Elizabeth Hospital Birmingham"])
                               if chance(0.3) else PL.hosp(country, "acute"), "HOSPITAL"), ".\n")
    n.add("Lives at ", cx.addr.pieces(), pick([" with ", " (bungalow) with "]))
    r = cx.rel_person(pick(["wife", "husband", "partner", "son"]))
    n.add(r.rel, " ", fam(r, pick(["first", "full"])), ". Works part-time as a ", (pt.prof_civ, "PROFESSION"), ".\n\n")
    n.t("EQUIPMENT\n")
    n.add("Current: ", model, " (", item, "), SN ", (ids.device_sn(kind), "DEVICE"), pick([", issued ", ", serviced "]),
          cx.rel(-rng.randint(100, 1500)), ".\n")
    if chance(0.6):
        item2, model2, kind2 = pick(PROS)
        n.add("Also: ", model2, ", serial ", (ids.device_sn(kind2), "DEVICE"), ".\n")
    n.t("Socket fit: %s. Skin: %s. Gait: %s. K-level %d.\n" % (pick(["good", "loose, 3 ply socks", "tight distally"]),
                                                             pick(["intact", "verrucous hyperplasia", "small abrasion at fibular head"]),
                                                             pick(["independent, single point stick", "wheelchair for distance", "mild vaulting"]),
                                                             rng.randint(2, 4)))
    n.t("\nVEHICLE / DRIVING\n")
    n.add("Vehicle: ", pick(["2019 Ford F-150", "2021 Toyota Sienna", "2018 Ram 1500", "2020 Honda Odyssey", "2022 Kia Sportage",
                             "2016 Chevrolet Silverado 2500"] if country == "US" else
                            ["2017 Ford Transit Custom", "2020 VW Caddy Maxi", "2021 Kia Niro", "2018 Vauxhall Combo Life",
                             "2022 Peugeot Rifter", "2019 Skoda Octavia estate"]), ", VIN ", (ids.vin(), "VEHICLE"),
          ", plate ", (ids.plate(country), "VEHICLE"), "\n")
    if country == "US":
        n.add("Driver license: ", (ids.drivers_us(), "LICENSE"), " (", (cx.addr.st, "STATE"), "), exp ", cx.rel(rng.randint(200, 1500)), "\n")
    else:
        n.add("DVLA licence no.: ", (ids.drivers_uk(pt.last, pt.dob, pt.sex), "LICENSE"), "\n")
    n.t("Requested adaptations: %s.\n" % ", ".join(sample(["left-foot accelerator", "hand controls (push-pull)", "spinner knob",
                                                            "wheelchair hoist", "swivel seat", "automatic transmission conversion",
                                                            "ramp", "steering ball"], rng.randint(2, 4))))
    n.add("Driving evaluation by ", doc(cx.clin(pick(["OTR/L", "CDRS"]) if country == "US" else pick(["OT", "HCPC"]), ""), "fullcred"),
          " on ", cx.rel(rng.randint(-30, 40)), ". Vendor: ", (pick(["Mobility Works of the Carolinas", "Freedom Motors Adaptive", "Ability Drive Ltd",
                                                                      "Brig-Ayd Controls"]), "ORGANIZATION"), ", ", cx.phone(), ".\n")
    n.t("\nPLAN\n")
    n.add("1. Approve AAE per VA Form 10-1394. " if country == "US" else "1. Support Motability/adaptation funding application. ")
    n.add("2. Re-cast socket ", cx.rel(rng.randint(7, 60)), ". 3. Order ", pick(["liners x4", "gel sleeve", "spare batteries", "new foot shell"]),
          ", order no. ", (ids.order_no(), "IDNUM"), ".\n")
    if chance(0.4):
        n.add("Vendor portal: ", (ids.url(), "URL"), "; contact ", (ids.generic_email(pick(["orders", "prosthetics", "aae.team"])), "EMAIL"), "\n")
    n.t("\n")
    n.add(sig_block(cx, pros, role=pick(["Prosthetist", "Amputee Clinic", "Prosthetics Representative", None]), lic=False))
    return cx, "prosthetics_adaptive"

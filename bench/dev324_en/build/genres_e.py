"""Genre: physiotherapy and prosthetics review (limb salvage and amputee rehabilitation)."""
import clin
import locales as L
from blocks import building, patient_header, site_group, site_text
import pools
from core import Doc, age_phrase, org_for, sign
from genres_a import staff_ref

D = L.add_days


# ------------------------------------------------------------------ physio / prosthetics
PHYS_PROC = {"knee": ["distal femoral replacement", "proximal tibial replacement with gastrocnemius flap",
                      "non-invasive extendible DFR"],
             "hip": ["proximal femoral replacement", "internal hemipelvectomy with custom implant"],
             "shoulder": ["proximal humeral replacement", "scapulectomy"], "distal_upper": [
                 "distal radius resection and reconstruction", "wide excision"],
             "foot": ["calcanectomy", "wide excision"], "thigh": ["intercalary femoral reconstruction",
                                                                "wide excision"]}
AMP_BY_GROUP = {"knee": ["transfemoral", "knee disarticulation", "Van Nes rotationplasty"],
                "hip": ["hip disarticulation", "hindquarter"], "thigh": ["transfemoral", "hip disarticulation"],
                "foot": ["transtibial", "Syme"]}


def physio_review(case):
    rng = case.rng
    d = Doc(case.us)
    grp = site_group(case)
    amp = rng.random() < 0.45 and grp in AMP_BY_GROUP
    level = rng.choice(AMP_BY_GROUP.get(grp, ["transfemoral"]))
    d.t(rng.choice(["PHYSIOTHERAPY & PROSTHETICS REVIEW\n", "Joint Physio / Prosthetics Clinic\n",
                    "Rehabilitation review - Sarcoma Service\n"]))
    d.p("HOSPITAL", case.centre if rng.random() < 0.6 else case.local_hosp)
    d.t(rng.choice([" - Limb Fitting Centre\n", " - Physiotherapy Outpatients\n", " - Amputee Rehabilitation\n",
                    "\n"]))
    d.f("Date: {DATE:d}   Location: {LOC:b}\n", d=case.ds(case.date), b=building(rng))
    patient_header(d, case, rng.choice(["kv", "banner", "table"]), phone=rng.random() < 0.6)
    surg = D(case.date, -rng.randint(40, 900))
    d.t("\nBackground: ")
    age_phrase(d, case, rng.choice(["yo", "year-old", "y"]))
    d.f(" {nm} {site}; ", nm=case.tumour["short"], site=site_text(case, True))
    if amp:
        d.f("{lvl} {DATE:s} (", lvl=level if "rotationplasty" in level else level + " amputation", s=case.ds(surg))
    else:
        d.f("{proc} {DATE:s} (", proc=rng.choice(PHYS_PROC[grp] if case.tumour["bone"] else
                                                  ["wide excision", "wide excision + partial muscle resection",
                                                   "limb salvage resection"]), s=case.ds(surg))
    staff_ref(d, case, "surgeon", rng.choice(["l", "fi_l"]))
    d.t("). ")
    if case.prof and not case.retired:
        if case.age < 23:
            d.t("Attends ").p("ORG", case.employer).t(". ")
        else:
            d.t("Works as an " if case.prof[0] in "aeiou" else "Works as a ").p("PROF", case.prof).t(". ")
    elif case.retired:
        d.t("Retired ").p("PROF", case.prof).t(". ")
    d.t(rng.choice(["Lives with ", "Lives with ", "Supported by "]))
    f = case.fam(0)
    d.f("{rel} ", rel=f.rel)
    d.p("FAMILY", f.fmt("f"))
    d.f(" in a {home}.\n", home=rng.choice(["two-storey house, 14 stairs with rail", "bungalow",
                                              "first-floor flat, no lift", "farmhouse, uneven yard"]))
    d.t("\nSubjective: ")
    d.t(rng.choice(["Pain 2/10 at end of day; phantom sensations not distressing.",
                    "Feels stronger; manageing stairs reciprocally.", "Stump volume fluctuating, socket loose "
                                                                   "by evening, adding socks (3-ply x2).",
                    "Knee stiff mornings; sleeping well.", "Back to part-time study; tired after 3 h.",
                    "Fell once in the garden - no injury."]))
    d.t(" " + rng.choice(["Using one elbow crutch outdoors.", "Independent indoors without aid.",
                          "Wheelchair for long distances.", "Walking stick only."]) + "\n")
    d.t("\nObjective:\n")
    if amp:
        d.f("- Residual limb: {rl}\n- Hip ROM: flex {hf}, ext {he}; {ctr}\n", rl=rng.choice(
            ["well healed, conical, mild distal oedema", "adherent scar medially, no breakdown",
             "good muscle bulk, no neuroma tenderness"]), hf=rng.randint(90, 120), he=rng.randint(-5, 15),
            ctr=rng.choice(["no fixed flexion contracture", "10 deg FFD", "abductor power 4/5"]))
    elif grp == "shoulder":
        d.f("- Shoulder: active flexion {a} deg, abduction {b} deg (passive {c}); elbow full range\n"
            "- Deltoid {q}/5; grip equal\n", a=rng.randint(25, 90), b=rng.randint(20, 80), c=rng.randint(90, 150),
            q=rng.choice([2, 3, 4]))
    elif grp == "distal_upper":
        d.f("- Wrist: extension {a} deg, flexion {b} deg; forearm rotation {c}% of other side\n"
            "- Grip (Jamar, position 2): {g} kg vs {h} kg\n", a=rng.randint(10, 50), b=rng.randint(10, 50),
            c=rng.randint(40, 90), g=rng.randint(6, 25), h=rng.randint(26, 45))
    else:
        d.f("- Knee ROM: {a}-{b} deg; extensor lag {lag} deg\n- Quads {q}/5 (Oxford); hip abductors {ab}/5\n",
            a=rng.choice([0, 0, 5, 10]), b=rng.randint(70, 125), lag=rng.choice([0, 5, 10, 15, 20]),
            q=rng.choice([3, 4, 4, 5]), ab=rng.choice([3, 4, 5]))
    d.f("- Gait: {g}\n- TUG {tug} s; 6MWT {mwt} m\n- MSTS {msts}/30; TESS {tess}%\n", g=rng.choice(
        ["vaulting on sound side", "circumduction to clear the prosthetic foot", "short prosthetic stance phase",
         "lateral trunk lean over prosthesis"] if amp else ["normal, arm swing reduced on operated side"]
        if grp in ("shoulder", "distal_upper") else ["antalgic, short stance on operated side", "Trendelenburg gait, "
                                                     "compensated with stick", "near-symmetrical step length",
                                                     "stiff-knee gait"]),
        tug=rng.randint(6, 22), mwt=rng.randint(180, 560), msts=rng.randint(12, 29), tess=rng.randint(48, 96))
    if amp:
        d.t("\nProsthesis:\n")
        comp = rng.sample(clin.PROSTH, 3)
        d.f("- Components: {a}, {b}, {c}\n", a=comp[0], b=comp[1], c=comp[2])
        if rng.random() < 0.6:
            d.f("- Knee unit serial {DEV:s} (warranty to {DATE:w})\n", s=L.device_serial(rng, "other"),
                w=case.ds(D(case.date, rng.randint(200, 900))))
        d.f("- Socket: {s}\n", s=rng.choice(["check socket fitted today; pressure at distal femur relieved",
                                              "ischial containment, fit satisfactory",
                                              "new definitive socket cast taken", "liner torn - replaced"]))
    d.t("\nGoals: ")
    goal_org = rng.random() < 0.5
    d.t("return to " if goal_org else "resume ")
    if goal_org:
        d.p("ORG", case.employer if rng.random() < 0.6 else org_for(rng, case.c, pools.ORG_CLUBS))
    else:
        d.t(rng.choice(["work full-time", "driving", "the local shops", "surfing (adaptive)"]))
    d.t("; " + rng.choice(["independent community mobility", "manage stairs without rail", "cycling",
                           "10 km charity walk"]) + ".\n")
    if rng.random() < 0.5:
        d.t("Driving: ")
        d.t(rng.choice(["DVLA informed; " if case.c == "GB" else "licensing authority notified; ",
                        "licensing authority notified; ", "insurer informed; "]))
        d.f("car ({VEH:v}) adapted with {ad}.\n", v=L.plate(rng, case.c), ad=rng.choice(
            ["left-foot accelerator", "hand controls", "automatic conversion"]))
        if rng.random() < 0.4:
            d.t("Disabled parking permit applied for.\n")
    d.t("\nPlan:\n")
    d.f("1. {a}\n2. {b}\n3. Review {DATE:r} ({w}/52).\n", a=rng.choice(
        ["Progress gym programme: leg press, step-ups, balance board.", "Hydrotherapy x 6 sessions.",
         "Gait re-education with mirror feedback.", "Refer to community physio."]), b=rng.choice(
        ["OT home visit to review bathroom - rails and bath board.", "Refer to Orthotics for shoe raise 1.5 cm.",
         "Prosthetist to adjust alignment." if amp else "Splint review with hand therapy.",
         "Pain team for phantom limb pain (mirror therapy)." if amp else "Scar massage and desensitisation."]),
        r=case.ds(D(case.date, rng.choice([28, 42, 56, 84]))), w=rng.choice([4, 6, 8, 12]))
    if rng.random() < 0.4:
        d.t("Peer support: ")
        d.p("ORG", org_for(rng, case.c, pools.ORG_SUPPORT))
        d.f(" ({URL:u}).\n", u=L.url(rng, "support"))
    d.t("\n")
    sign(d, case, "physio", with_lic=rng.random() < 0.5)
    if amp:
        d.t("\n\n")
        sign(d, case, "prosthetist", with_lic=rng.random() < 0.5)
    d.t("\n")
    return d


GENRES = [
    ("physio_prosthetics_review", physio_review, False),
]

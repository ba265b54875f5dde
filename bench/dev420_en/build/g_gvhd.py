"""Genre: GVHD clinic letter to the GP / referring haematologist."""
import clin
import common as C
import ids

GENRE = "gvhd_clinic_letter"
KIND = "allo"

ORGANS = [("skin", ["erythematous lichen planus-like papules ~15% BSA", "sclerotic plaques on trunk, movable",
                    "poikiloderma over upper back", "deep sclerosis both forearms, P-ROM score 5 (wrist)"]),
          ("mouth", ["lichenoid hyperkeratosis buccal mucosa, sensitivity to spicy food", "mucoceles on soft palate",
                     "erythema + ulceration 2 sites, OMRS 6"]),
          ("eyes", ["dry eyes, Schirmer 4 mm/5 min R, 3 mm L", "keratoconjunctivitis sicca, using drops 6x/day"]),
          ("liver", ["ALT 3x ULN, bilirubin normal", "cholestatic LFTs, ALP 2x ULN"]),
          ("lungs", ["FEV1 fallen 14% from baseline, FEV1/FVC 0.66 - BOS suspected", "no symptoms; PFTs stable"]),
          ("joints/fascia", ["tightness of both hands, prayer sign positive", "reduced ankle dorsiflexion"]),
          ("GI", ["early satiety and 3 kg weight loss", "oesophageal web on barium swallow"]),
          ("genital", ["vulvovaginal dryness; gynae referral", "none reported"])]


def _gp_block(d, c, rng):
    d.line("Dr ", (c.gp.full(), "DOCTOR"))
    d.line((c.practice, "HOSPITAL"))
    for ln in c.paddr.lines():
        d.line(*ln)
    d.line("")


def generate(c, d, rng):
    day = rng.randint(100, 900)
    limit = ids.dt.date(2025, 10, 31)
    if c.rel(day) > limit:
        c.shift((limit - c.rel(day)).days - rng.randint(0, 90))
    when = c.rel(day)
    C.letterhead(d, c, rng, dept=rng.choice(["Late Effects & GVHD Clinic", "Chronic GVHD Multidisciplinary Clinic",
                                             "BMT Outpatients - GVHD Service", "Department of %s" % c.hae().capitalize()]))
    d.line(c.d(when, rng.choice([c.longstyle, c.dstyle])))
    d.line("")
    if rng.random() < 0.8:
        _gp_block(d, c, rng)
    d.line("Dear Dr ", (c.gp.last, "DOCTOR"), ",")
    d.line("")
    d.line("Re: ", C.pt_name(c, rng, ["full", "upper", "mi"]), "   DOB ", c.d(c.dob), "   ", *c.id_items(rng))
    if rng.random() < 0.5:
        d.line("    ", *c.addr.parts())
    d.line("")
    d.line("Diagnoses:")
    d.line("1. ", c.dis["dis"], " - ", rng.choice(c.dis["detail"]))
    d.line("2. Allogeneic HSCT (", rng.choice(clin.DONORS), ", ", rng.choice(["Flu/Bu4", "Flu/Mel", "FluTreo", "Cy/TBI", "Flu/Cy/TBI + PTCy"]),
           ") on ", c.d(c.day0), " - now Day +%d" % day)
    organs = clin.pick(rng, [o for o in ORGANS if o[0] != "genital" or c.sex == "F"], rng.randint(2, 4))
    sev = rng.choice(["mild", "moderate", "moderate", "severe"])
    d.line("3. Chronic GVHD, NIH global severity ", sev, " (", ", ".join(o for o, _ in organs), "), onset ",
           c.d(c.rel(rng.randint(90, max(100, day - 20))), rng.choice(["month_year", "mon_year"])))
    if rng.random() < 0.5:
        d.line("4. ", rng.choice(["Steroid-induced diabetes", "CMV reactivation D+%d, treated" % rng.randint(30, 90),
                                  "Hypogammaglobulinaemia on IVIG", "Osteopenia (DEXA T-score -1.8)", "Iron overload, ferritin 2,400"]))
    d.line("")
    d.line("Current medications:")
    for m in clin.pick(rng, clin.MEDS_GVHD, rng.randint(4, 8)):
        d.line("  - ", m)
    d.line("")
    who = rng.choice(["with his wife", "with her husband", "accompanied by", "alone"]) if rng.random() < 0.8 else "alone"
    d.w("I reviewed ", *C.title_last(c), " in clinic today")
    if who != "alone":
        d.w(" with ", c.partner_rel, " ", (c.partner.first, "FAMILY"))
    d.w(". ", rng.choice(["Overall things are slowly improving.", "Unfortunately the skin has become tighter since we last met.",
                         "He reports more dry mouth." if c.sex == "M" else "She reports more dry mouth.",
                         "Energy levels remain the main complaint.", "There has been a flare since the prednisolone taper reached 10 mg."]))
    d.w(" ", rng.choice(["Lee cGVHD symptom score today %d." % rng.randint(8, 55), "FACT-BMT completed.",
                         "Sleep poor, mood low at times - GAD-7 %d." % rng.randint(3, 15), ""]))
    if not c.retired and rng.random() < 0.5:
        d.w(" Hoping to return to work as ", C.art(c.prof), (c.prof, "PROFESSION"), rng.choice([" part-time", " in the new year", ""]), ".")
    d.line("")
    d.line("")
    d.line("On examination: weight %.1f kg (%+.1f kg). " % (rng.uniform(45, 105), rng.uniform(-4, 3)),
           "; ".join("%s - %s" % (o, rng.choice(f)) for o, f in organs), ". ",
           rng.choice(["Karnofsky 80%.", "ECOG 1.", "Karnofsky 70%.", ""]))
    d.line("")
    d.line("Investigations (", c.d(ids.add(when, -rng.randint(0, 6)), c.short), "):")
    d.line("  ", clin.lab_panel(rng, "recovered", si=c.si, style="inline"))
    d.line("  Chimerism: whole blood %d%% donor, CD3 %d%% donor, CD33 %d%% donor; " % (rng.randint(95, 100), rng.randint(82, 100), rng.randint(97, 100)),
           rng.choice(["IgG 5.1 g/L", "CMV PCR not detected", "tacrolimus 6.2", "sirolimus 7.4", "EBV not detected"]))
    if rng.random() < 0.4:
        d.line("  PFTs ", c.d(ids.add(when, -rng.randint(3, 20)), c.short), ": FEV1 %.2f L (%d%%), FVC %d%%, DLCO %d%%" % (
            rng.uniform(1.4, 3.6), rng.randint(48, 96), rng.randint(60, 100), rng.randint(45, 90)))
    d.line("")
    d.line("Plan:")
    plan = ["Continue " + rng.choice(["ruxolitinib 10 mg BID", "belumosudil 200 mg daily", "prednisolone taper by 2.5 mg/fortnight",
                                       "sirolimus, target 5-10"]),
            "ECP fortnightly at the " + rng.choice(["apheresis unit", "photopheresis service"]),
            "Ophthalmology referral for punctal plugs", "Oral medicine review; dexamethasone mouthwash",
            "Dermatology/physio for ROM exercises", "PFTs every 3 months (NIH 2014 consensus)",
            "Bone protection while on steroids", "Vaccinations per EBMT 2024 schedule - inactivated only while on IST",
            "Sun protection SPF50", "PJP prophylaxis while on IST", "Penicillin V (functional hyposplenism)"]
    for i, p in enumerate(clin.pick(rng, plan, rng.randint(3, 6))):
        d.line("  %d. %s" % (i + 1, p))
    d.line("Next review: ", c.d(ids.add(when, rng.choice([14, 21, 28, 42, 56])), rng.choice([c.dstyle, c.wklong])), " in ",
           (c.dayunit, "HOSPITAL") if rng.random() < 0.6 else "clinic", ".")
    if rng.random() < 0.4:
        d.line("Any concerns, please contact the GVHD nurse specialist ", (c.coord.full(), "DOCTOR"), " on ", (ids.phone_ext(rng, c.country), "PHONE"),
               " or ", (c.coord_email, "EMAIL"), ".")
    d.line("")
    d.line(rng.choice(["Yours sincerely,", "Kind regards,", "Yours sincerely"]))
    d.line("")
    d.line("Dr ", (c.att.full(), "DOCTOR"))
    d.line(rng.choice(["Attending Physician, BMT", "Associate Professor, Cellular Therapy", "Staff Hematologist"]
                      if c.country in ("US", "CA") else ["Consultant Haematologist", "Consultant in Haematology & Transplantation"]))
    if rng.random() < 0.4:
        lab, val = ids.license_no(rng, c.country)
        d.line(lab, " ", (val, "LICENSE"))
    if rng.random() < 0.6:
        d.line("Dictated ", c.d(when, c.short), "  Typed ", c.d(ids.add(when, rng.randint(1, 6)), c.short), "  ",
               (c.att.initials_bare().upper(), "DOCTOR"), "/", (c.nurse2.initials_bare(), "DOCTOR"))
    if rng.random() < 0.6:
        C.cc_block(d, c, rng)

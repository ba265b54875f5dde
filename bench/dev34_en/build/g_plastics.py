"""Plastic surgery notes (hand trauma, breast, burns, skin cancer reconstruction)."""
from phi import S
from common import (pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age)
from case import org_name
from locale_fmt import add_days


def hand_trauma(c):
    p, L, r = c.pt, c.loc, c.rng
    digit = pick(c, ["index", "middle", "ring", "little"])
    side = pick(c, ["right", "left"])
    working = (not c.child) and c.profession and not c.profession.startswith("retired") and c.age < 70
    mech = pick(c, ["cut on a broken glass while washing up", "punched a window", "dog bite", "laceration from a kitchen knife"] +
                (["laceration from a Stanley knife at work", "circular saw injury at work", "crush injury in machinery at work"] * 2 if working else []))
    s = [pick(c, [lambda: hdr_kv(c, pick(c, ["HAND TRAUMA CLINIC", "Plastic Surgery Hand Trauma - Assessment", "Hand Surgery On-call Review"]),
                                  loc_line="Location: " + c.site.n() + pick(c, ["", ", procedure room " + S("LOCATION_OTHER", str(r.randint(1, 5)))]),
                                  provider="Seen by: " + c.trainee.t("full") + " (Plastics " + pick(c, ["SHO", "registrar", "resident"]) + ")"),
                  lambda: hdr_terse(c)])()]
    s.append("Mechanism: %s at %s on %s. %s-hand dominant. %s" % (
        mech, time_s(c), c.d(c.ago(r.randint(0, 3)), pick(c, [c.ds, L.wd_style(r)])), pick(c, ["Right", "Left"]),
        occ_sentence(c) if not c.child else "Attends " + S("ORGANIZATION", c.school) + "."))
    if "work" in mech and not c.child:
        s.append("Workplace injury: reported to %s (supervisor %s, %s). Claim number %s." % (
            S("ORGANIZATION", c.employer), S("FAMILY", rand_name(c)), c.phone(L.phone(r)),
            S("IDNUM", pick(c, ["WC", "ACC", "WCB", "CL"]) + "%07d" % r.randint(0, 9999999))))
    s.append("O/E: %d cm laceration volar aspect %s %s finger over %s. %s. Capillary refill %s. Tetanus %s." % (
        r.randint(1, 4), side, digit, pick(c, ["the proximal phalanx (zone II)", "the middle phalanx", "the MCP joint (zone III)"]),
        pick(c, ["No active FDP or FDS flexion", "FDS intact, FDP absent", "Full flexion but painful"]),
        pick(c, ["< 2 s", "sluggish radial side"]), pick(c, ["up to date", "booster given"])))
    s.append("Sensation: %s. X-ray hand (%s): %s." % (
        pick(c, ["reduced on ulnar border - ?digital nerve injury", "intact 2PD 5 mm", "absent on radial border"]),
        S("IDNUM", "XR%08d" % r.randint(0, 99999999)), pick(c, ["no fracture or FB", "undisplaced tuft fracture", "glass FB 3 mm"])))
    s.append("Plan: wound washout and %s on %s list (%s); consent taken; nil by mouth from %s. Hand therapy at %s thereafter (splint, early active motion protocol)." % (
        pick(c, ["flexor tendon repair (4-strand core + epitendinous)", "digital nerve repair under loupes", "exploration and repair"]),
        c.dd(r.randint(0, 2), pick(c, [c.ds, L.wd_style(r)])), pick(c, ["theatre " + S("LOCATION_OTHER", str(r.randint(1, 10))), "day surgery unit", "trauma list"]),
        time_s(c), S("HOSPITAL", stem(c) + pick(c, [" Hand Therapy", " Hand Therapy Unit", " Hand Centre"]))))
    if chance(c, 0.4):
        s.append("Patient contact %s; %s %s %s will drive %s home." % (c.phone(c.mobile), p.poss, c.rel[0].relation, c.rel[0].name("full"), p.obj))
    s.append(pick(c, [lambda: esign(c, c.trainee), lambda: c.trainee.sig() + "  " + L.pager_word() + " " + S("PHONE", c.trainee.pager)])())
    return s


def breast_opnote(c):
    p, L, r = c.pt, c.loc, c.rng
    if p.sex != "F" or not (22 <= c.age <= 72):
        return skin_recon(c) if c.age > 40 else burns(c)
    op = pick(c, ["implant exchange", "immediate reconstruction", "augmentation revision"])
    s = [pick(c, ["OPERATION NOTE - PLASTIC SURGERY", "Operative report: breast reconstruction", "Theatre record"])]
    s.append("Patient: %s   DOB %s   %s\nDate: %s   Theatre %s, %s" % (
        p.name(pick(c, ["upper", "fullmid", "last_first"])), c.dob_s(), id_line(c, "   "), c.v(),
        S("LOCATION_OTHER", str(r.randint(1, 12))), c.hosp.n()))
    s.append("Surgeon: %s   Assistant: %s   Anaesthetist: %s" % (c.cons.t("full"), c.trainee.t("full"), c.cons2.t("full")))
    s.append("Indication: %s." % {
        "implant exchange": "capsular contracture (Baker III) left, %s implants placed %s at %s" % (
            pick(c, ["textured", "smooth"]), c.d(c.past(700, 5000, 18), pick(c, ["year", "month_year"])), S("HOSPITAL", stem(c) + " Private Hospital")),
        "immediate reconstruction": "right skin-sparing mastectomy for DCIS (MDT %s) with immediate implant reconstruction" % c.d(c.ago(r.randint(10, 30))),
        "augmentation revision": "implant malposition and rippling following augmentation abroad (%s, %s)" % (
            S("COUNTRY", pick(c, ["Turkey", "Thailand", "Mexico", "Poland", "Czech Republic", "Colombia"])), c.d(c.past(400, 3000, 18), "year"))}[op])
    s.append("Procedure: %s. IMF incision, %s. Capsule %s. Pocket irrigated with triple antibiotic solution. Funnel insertion, no-touch technique." % (
        op, pick(c, ["subpectoral pocket", "prepectoral pocket with ADM wrap", "dual-plane pocket"]),
        pick(c, ["total capsulectomy - sent to histology (specimen " + S("IDNUM", "H%02d-%05d" % (c.visit.year % 100, r.randint(0, 99999))) + ")", "not opened", "anterior capsulotomy"])))
    rows = []
    sides = ["Right", "Left"] if op != "immediate reconstruction" else ["Right"]
    for sd in sides:
        rows.append("%s: %s, %d cc, %s, SN %s, LOT %s" % (
            sd, pick(c, ["round smooth silicone", "anatomical textured silicone", "round microtextured silicone"]), r.choice(range(250, 550, 25)),
            pick(c, ["moderate profile", "high profile", "full projection"]), S("DEVICE", "%s%07d-%03d" % (pick(c, ["", "S", "1"]), r.randint(0, 9999999), r.randint(1, 999))),
            S("DEVICE", "%s%06d" % (pick(c, ["", "L", "B"]), r.randint(0, 999999)))))
    if "ADM" in s[-1]:
        rows.append("ADM sheet 10 x 16 cm, lot " + S("DEVICE", "%s-%05d" % (pick(c, ["AD", "M", "DM"]), r.randint(0, 99999))))
    s.append("Implants (stickers in notes):\n" + "\n".join("  " + x for x in rows))
    s.append("Registry: entered on the breast implant registry, record %s; patient given implant card." % S("IDNUM", "BIR-%d-%06d" % (c.visit.year, r.randint(0, 999999))))
    s.append("Closure: 3-0 Monocryl deep, 4-0 subcuticular, Dermabond. Drains: %s. EBL %d mL." % (pick(c, ["none", "1 x 15 Fr each side"]), r.randint(30, 300)))
    s.append("Post-op: supportive bra 6 weeks, co-amoxiclav 5 days, avoid lifting. %s" % fu_line(c, pick(c, [1, 2])))
    s.append(pick(c, [lambda: esign(c), lambda: dictation_footer(c)])())
    return s


def burns(c):
    p, L, r = c.pt, c.loc, c.rng
    tb = r.choice([1, 1.5, 2, 3, 4, 6, 8, 12])
    if c.child:
        mech = pick(c, ["pulled a kettle of boiling water from the kitchen counter", "touched a hot oven door", "bath scald"])
    else:
        mech = pick(c, ["petrol accelerant on a bonfire", "hot oil from a deep-fat fryer" + (" at work" if c.profession and not c.profession.startswith("retired") else ""),
                        "BBQ gas flash", "steam from a pressure cooker",
                        "contact with an exhaust pipe of a motorbike (reg " + S("VEHICLE", L.plate(r)) + ")"])
    s = [hdr_kv(c, pick(c, ["BURNS DRESSING CLINIC", "Burns Unit - Outpatient Review", "Burns Service Assessment"]),
                loc_line="Unit: " + S("HOSPITAL", c.hosp.name + " Burns Unit") + ", bay " + S("LOCATION_OTHER", str(r.randint(1, 8))),
                provider="Clinician: " + c.nurse.nm() + ", " + c.nurse.creds + " / " + c.cons.t())]
    inj = c.ago(r.randint(1, 20))
    s.append("Injury: %s on %s. First aid: %s. TBSA %s%% (%s chart) - %s." % (
        mech, c.d(inj, pick(c, [c.ds, L.wd_style(r)])), pick(c, ["20 min cool running water", "none", "ice (discouraged)"]), tb,
        pick(c, ["Lund and Browder", "rule of nines", "Mersey burns app"]), pick(c, ["superficial partial thickness", "mixed depth", "deep dermal to left forearm"])))
    if c.child:
        par = c.rel[0]
        s.append("Attended with %s %s (%s). Safeguarding screen: %s. Health visitor / school nurse informed (%s)." % (
            par.relation, par.name("full"), c.phone(par.phone), pick(c, ["history consistent, supervision appropriate", "delayed presentation - referred to paediatric team"]),
            S("DOCTOR", rand_name(c))))
    elif "at work" in mech and c.profession and not c.profession.startswith("retired"):
        s.append("At work as %s at %s; incident logged by employer." % (a_prof((c.profession or "chef").replace("retired ", "")), S("ORGANIZATION", c.employer)))
    d = "Day %d post burn. Wound: %s. Dressing: %s. Pain score %d/10." % (
        (c.visit - inj).days, pick(c, ["90% epithelialised", "slough at base, healthy edges", "graft take 95%", "hypergranulation"]),
        pick(c, ["silver alginate + crepe", "hydrocolloid", "paraffin gauze + foam", "nanocrystalline silver"]), r.randint(0, 7))
    s.append(d)
    if chance(c, 0.4):
        s.append("Previous: split-thickness skin graft %s (donor right thigh) by %s in theatre %s." % (
            c.d(add_days(inj, r.randint(2, 6))), c.cons.t(), S("LOCATION_OTHER", str(r.randint(1, 9)))))
    s.append("Plan: dressing change %s; scar management and pressure garments via OT %s; %s" % (
        c.dd(r.choice([2, 3, 7]), pick(c, [c.ds, L.wd_style(r)])), c.allied.nm(), fu_line(c)))
    if chance(c, 0.4):
        s.append(portal_line(c))
    s.append(esign(c, c.nurse if chance(c, 0.4) else c.cons))
    return s


def skin_recon(c):
    p, L, r = c.pt, c.loc, c.rng
    site = pick(c, ["nasal ala", "forehead", "lower lip", "scalp", "cheek", "dorsum of hand", "helical rim"])
    s = [pick(c, [lambda: letter_open(c, pick(c, ["Department of Plastic Surgery", "Plastic & Reconstructive Surgery", "Skin Cancer Reconstruction Service"])),
                  lambda: hdr_kv(c, "PLASTIC SURGERY CLINIC LETTER", provider="Consultant: " + c.cons.t("full"))])()]
    letter = "Dear" in s[0]
    hist = pick(c, ["nodular BCC", "well-differentiated SCC", "lentigo maligna", "infiltrative BCC"])
    spec = S("IDNUM", "%s%02d-%05d" % (pick(c, ["H", "S", "PS"]), c.visit.year % 100, r.randint(0, 99999)))
    excd = c.past(14, 60)
    s.append("Diagnosis: %s, %s - %s." % (hist, site, pick(c, ["completely excised", "incompletely excised at deep margin", "awaiting histology"])))
    s.append("I reviewed %s %s, %s, following excision of a %s from the %s on %s with %s reconstruction. Histology (%s) confirmed %s, %s." % (
        p.title, p.name("surname"), c.a_age(), pick(c, ["10 mm lesion", "2 cm lesion", "recurrent lesion"]), site, c.d(excd),
        pick(c, ["bilobed flap", "forehead flap (stage 1)", "full-thickness skin graft from the supraclavicular fossa", "Abbe flap", "rotation flap"]),
        spec, hist, pick(c, ["peripheral margins 3 mm, deep 1 mm", "deep margin involved", "clear margins"])))
    s.append("The wound has healed %s. %s" % (pick(c, ["well", "with minor epidermolysis at the flap tip", "with some pincushioning"]),
                                               pick(c, ["Sutures were removed by the practice nurse at " + c.gp_practice.n() + ".",
                                                        p.Pronoun + " is on warfarin; INR on " + c.d(c.ago(r.randint(1, 7))) + " was 2.6.",
                                                        p.Pronoun + " lives with " + p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("full") + rel_occ(c.rel[0]) + "."])))
    s.append("Plan: %s. Skin surveillance with dermatology (%s). %s" % (
        pick(c, ["division of flap on " + c.dd(r.randint(14, 28)), "wider re-excision of deep margin", "scar massage and silicone gel", "discuss at skin MDT " + c.dd(r.randint(3, 10))]),
        c.cons2.t(), fu_line(c)))
    s.append(sign_letter(c, pick(c, ["Consultant Plastic Surgeon", "Plastic Surgery Fellow"])) if letter else esign(c))
    return s


def post_op_review(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [hdr_banner(c, pick(c, ["PLASTIC SURGERY - POST-OP REVIEW", "Plastics dressing clinic", "Hand therapy / plastics joint clinic"]))]
    op = c.ago(r.randint(10, 60))
    s.append("Seen %s by %s and %s (hand therapist)." % (c.v(), c.trainee.t(), c.allied.nm()))
    s.append("Procedure %s: %s." % (c.d(op), pick(c, ["flexor tendon repair FDP right ring finger", "carpal tunnel release left",
                                                       "Dupuytren's fasciectomy right little finger", "trapeziectomy left"])))
    s.append("Wound healed; sutures removed. ROM: TAM %d degrees. Splint: %s. Pain %d/10. Returning to %s %s." % (
        r.randint(120, 260), pick(c, ["dorsal blocking splint", "night extension splint", "none"]), r.randint(0, 5),
        pick(c, ["light duties at", "work at", "school at"]), S("ORGANIZATION", c.school or c.employer)))
    if chance(c, 0.5):
        s.append("Telehealth hand therapy sessions booked; link sent to %s. %s" % (S("EMAIL", c.email), telehealth_line(c)))
    s.append(fu_line(c))
    s.append(esign(c, c.trainee))
    return s


def note(c):
    if c.child:
        return pick(c, [burns, burns, hand_trauma])(c)
    return pick(c, [hand_trauma, hand_trauma, breast_opnote, burns, skin_recon, post_op_review])(c)

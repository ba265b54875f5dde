"""Dental and oral & maxillofacial surgery notes."""
from phi import S
from common import (landmark, pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age, gp_address_block, re_block)
from case import org_name, Institution, Staff


def tooth(c, us=None):
    r = c.rng
    us = c.loc.code == "US" if us is None else us
    if us:
        return "#%d" % r.randint(1, 32)
    return "%d%d" % (r.randint(1, 4), r.randint(1, 8))


def dentist_of(c):
    """The general dental practitioner and practice (reuses the note's cast)."""
    return c.cons2, c.gp_practice


def exam_note(c):
    p, L, r = c.pt, c.loc, c.rng
    us = L.code == "US"
    dent = c.cons
    s = [pick(c, [lambda: hdr_kv(c, pick(c, ["Comprehensive Oral Evaluation", "DENTAL EXAMINATION", "Recall exam + hygiene"]),
                                  provider="Dentist: " + dent.t("full") + " (" + dent.lic() + ")   Nurse: " + c.nurse.nm()),
                  lambda: hdr_terse(c) + "\nDentist: " + dent.t() + "   DN: " + c.nurse.nm("initials")])()]
    if c.child:
        s.append("MH: %s; meds: %s; allergies: %s. Attended with %s %s %s, who signed the MH form %s." % (
            pick(c, ["fit and well", "asthma", "eczema"]), pick(c, ["nil", "salbutamol PRN"]), pick(c, ["NKDA", "penicillin"]),
            p.poss, c.rel[0].relation, c.rel[0].name("full"), c.v()))
    else:
        s.append("MH: %s; meds: %s; allergies: %s. Smoker: %s. Alcohol: %s units/wk. MH form signed %s." % (
            pick(c, ["fit and well", "hypertension", "type 2 diabetes", "atrial fibrillation", "asthma"]),
            pick(c, ["nil", "apixaban 5 mg BD", "metformin", "alendronic acid weekly", "ramipril"]),
            pick(c, ["NKDA", "penicillin", "latex"]), pick(c, ["never", "ex", "10/day"]), r.randint(0, 30), c.v()))
    s.append("C/O: " + pick(c, ["sensitivity to cold LR quadrant", "nil, routine check", "broken filling upper left",
                                "bleeding gums when brushing", "pain on biting " + tooth(c)]) + ".")
    s.append("E/O: NAD, TMJ no clicking, lymph nodes impalpable.\nI/O: soft tissues healthy; oral cancer screen negative.")
    chart = []
    for _ in range(r.randint(3, 7)):
        chart.append("%s %s" % (tooth(c), pick(c, ["MO amalgam sound", "DO caries into dentine", "crown", "missing", "RCT + crown",
                                                  "buccal abrasion cavity", "fractured cusp", "occlusal composite"])))
    s.append("Charting (%s): %s" % ("Universal" if us else "FDI", "; ".join(chart)))
    s.append("BPE: %s   Plaque score %d%%   Bleeding %d%%" % (
        pick(c, ["2 2 2 / 2 2 2", "3 2 3 / 3 2 4", "1 1 2 / 2 1 2", "4 3 3 / 3 2 4"]), r.randint(10, 80), r.randint(5, 60)))
    s.append("Radiographs: %s, grade %s. Image IDs %s, %s." % (
        pick(c, ["2 x bitewings", "OPG", "periapical " + tooth(c)]), pick(c, ["A", "1", "acceptable"]),
        S("IDNUM", "XR%07d" % r.randint(0, 9999999)), S("IDNUM", "XR%07d" % r.randint(0, 9999999))))
    tx = r.sample(["Scale and polish with hygienist %s" % c.allied.nm(), "OHI: interdental brushes size 2",
                   "Composite restoration %s" % tooth(c), "Extraction %s (unrestorable)" % tooth(c), "RCT %s" % tooth(c),
                   "Fluoride varnish 22,600 ppm"], r.randint(2, 4))
    s.append("Treatment plan:\n" + "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(tx)))
    if us:
        s.append("Insurance: %s, %s; Group # %s. Pre-authorisation %s. Est. patient portion $%d." % (
            S("ORGANIZATION", org_name(r, L, "insurer")), c.hp_s(), S("HEALTHPLAN", "%05d" % r.randint(0, 99999)),
            S("IDNUM", "PA-%07d" % r.randint(0, 9999999)), r.randint(40, 900)))
    elif L.code == "UK":
        s.append("NHS Band %d course of treatment; %s. Patient charge paid (receipt %s)." % (
            r.randint(1, 3), pick(c, ["FP17 submitted", "claim pending"]), S("ACCOUNT", "RC%06d" % r.randint(0, 999999))))
    else:
        s.append("Invoice %s: $%d.00%s." % (S("ACCOUNT", "%d-%05d" % (c.visit.year, r.randint(0, 99999))), r.randint(60, 1500),
                                         "; claimed under " + c.hp_s() if chance(c, 0.6) else ""))
    s.append("Recall: %s months (next due %s). Text reminder to %s." % (
        pick(c, ["6", "9", "12", "3"]), c.dd(r.choice([90, 180, 270, 365]), pick(c, ["month_year", c.ds])), c.phone(c.mobile)))
    s.append(pick(c, [lambda: esign(c, dent), lambda: dent.t("full") + " " + dent.creds + "  " + c.v()])())
    return s


def omfs_trauma(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [hdr_kv(c, pick(c, ["OMFS ON-CALL ADMISSION", "Maxillofacial trauma clerking", "Oral & Maxillofacial Surgery - ED consult"]),
                loc_line="Seen in: " + c.hosp.n() + " ED, " + pick(c, ["majors bay ", "cubicle ", "resus "]) + S("LOCATION_OTHER", str(r.randint(1, 24))),
                provider="Clerked by: " + c.trainee.t("full") + " (OMFS " + pick(c, ["DCT", "SHO", "resident", "registrar"]) + ")")]
    mech = pick(c, ["assaulted (punched x2, kicked once) outside " + landmark(c, "night"),
                    "fell from a push-bike on " + S("STREET", L.street(r, 0)),
                    "tackled during a match for " + S("ORGANIZATION", org_name(r, L, "club")),
                    ("RTC - restrained driver of a car, reg " + S("VEHICLE", L.plate(r)) + ", front impact ~40 mph") if c.age >= 18
                    else "RTC - rear-seat passenger, car reg " + S("VEHICLE", L.plate(r)) + " driven by " + c.rel[0].relation + " " + c.rel[0].name("full")])
    s.append("HPC: %s %s, injured at approx %s on %s. %s LOC. %s" % (
        c.age_s("yo"), p.sexword, time_s(c), c.d(c.ago(r.randint(0, 2)), pick(c, [c.ds, L.wd_style(r)])),
        pick(c, ["No", "Brief", "Possible"]), "Mechanism: " + mech + "."))
    if "assault" in mech:
        s.append("Police aware; crime reference %s (officer %s, %s)." % (
            S("IDNUM", "%s/%05d/%02d" % (pick(c, ["CR", "INC", "PR"]), r.randint(0, 99999), c.visit.year % 100)), S("FAMILY", rand_name(c)),
            c.phone(L.phone(r))))
    s.append("C/O: pain L angle of mandible, altered bite, numb lower lip L.\nO/E: step at L angle, sublingual haematoma, "
             "deranged occlusion, %s. No other facial fractures clinically. C-spine cleared by ED." % pick(c, ["mobile 38", "lip laceration 2 cm", "trismus 20 mm"]))
    s.append("OPG + PA mandible (%s, accession %s): displaced fracture L angle through socket of 38, undisplaced R parasymphysis." % (
        c.v(), S("IDNUM", "%s%08d" % (pick(c, ["RAD", "A", "XR"]), r.randint(0, 99999999)))))
    s.append("Social: %s Lives with %s %s in %s.%s" % (
        occ_sentence(c), p.poss, c.rel[0].relation, S("CITY", c.addr["city"]),
        "" if c.age < 16 else " Alcohol " + pick(c, ["binge at weekends", "nil", "20 units/week"]) + "."))
    s.append("Plan: admit under %s to %s; IV co-amoxiclav, chlorhexidine MW, soft diet. ORIF %s on %s trauma list. Consent: %s." % (
        c.cons.t(), c.ward.n(), pick(c, ["L angle (Champy) + R parasymphysis 2 plates", "with IMF screws"]), c.dd(1, L.wd_style(r)),
        pick(c, ["infection, nerve damage, malocclusion, plate removal, scar", "obtained"])))
    if chance(c, 0.55):
        s.append("Operation %s: ORIF mandible. Plates: 2.0 mm 4-hole miniplate x2 (lot %s), 1 x 6-hole (lot %s); screws 2.0 x 7 mm (lot %s). IMF screws removed at end." % (
            c.dd(1), S("DEVICE", "%s%06d" % (pick(c, ["", "L", "B"]), r.randint(0, 999999))), S("DEVICE", "%07d" % r.randint(0, 9999999)),
            S("DEVICE", "%s-%05d" % (pick(c, ["SC", "K", "T"]), r.randint(0, 99999)))))
    s.append(pick(c, [lambda: esign(c, c.trainee), lambda: c.trainee.sig() + "  " + L.pager_word() + " " + S("PHONE", c.trainee.pager) + "\nD/w " + c.cons.t() + " (consultant on call)"])())
    return s


def gdp_referral(c):
    p, L, r = c.pt, c.loc, c.rng
    gdp, prac = c.cons2, Institution(r, L, "dental", near=c.addr)
    s = [site_block(c, prac)]
    s.append(c.v())
    s.append("%s\n%s\n%s" % (pick(c, ["Oral Surgery Department", "OMFS Department", "Maxillofacial Unit"]), c.hosp.n(), c.inst_addr(c.hosp, "block")))
    urgent = chance(c, 0.35)
    s.append(("URGENT - SUSPECTED CANCER REFERRAL\n" if urgent else "") + "Re: %s, DOB %s, %s\n%s" % (
        p.name(pick(c, ["full", "upper", "fullmid"])), c.dob_s(), c.addr_s(), id_line(c)))
    s.append("Dear Colleague,")
    if urgent:
        s.append("I would be grateful if you could see this %s %s with a %d mm non-healing ulcer on the %s, present since %s. "
                 "It is indurated and %s. %s smokes %d/day and drinks %d units/week." % (
                     c.age_s(pick(c, ["year-old", "yo"])), p.manwoman, r.randint(6, 25), pick(c, ["left lateral tongue", "floor of mouth", "right buccal mucosa"]),
                     c.d(c.past(21, 120), pick(c, ["month_year", c.ds, L.daymonth_style(r)])),
                     pick(c, ["bleeds on touch", "has a rolled edge"]), p.Pronoun, r.randint(5, 40), r.randint(0, 60)))
    else:
        t = "38" if L.code != "US" else "#17"
        s.append("Please assess %s for removal of %s, which is %s and has caused %d episodes of pericoronitis since %s. "
                 "OPG enclosed (taken %s) shows %s." % (
                     p.name(pick(c, ["given", "full"])), t, pick(c, ["mesioangularly impacted", "horizontally impacted", "partially erupted"]),
                     r.randint(2, 6), c.d(c.past(90, 700), "month_year"), c.d(c.past(3, 40)),
                     pick(c, ["close proximity to the inferior dental canal", "distal caries in the adjacent molar"])))
    s.append("Medical history: %s. Medications: %s. %s" % (
        pick(c, ["nil", "epilepsy (levetiracetam)", "anxiety", "IV bisphosphonates 2 years ago"]), pick(c, ["nil", "levetiracetam", "sertraline"]),
        pick(c, ["%s is very anxious and may need sedation." % p.Pronoun, "", "Interpreter needed (language: %s)." % pick(c, ["Polish", "Arabic", "Tongan", "Somali", "Portuguese", "Cantonese"])])))
    s.append("Patient contact: %s / %s." % (c.phone(c.mobile), S("EMAIL", c.email)))
    s.append("Yours sincerely,\n\n%s %s\n%s, %s\n%s" % (gdp.title, gdp.nm("full"), pick(c, ["BDS", "DDS", "BDSc", "BDentSc"]), gdp.lic() if chance(c, 0.6) else "General Dental Practitioner",
                                                        prac.n()))
    return s


def implant_note(c):
    p, L, r = c.pt, c.loc, c.rng
    t = tooth(c)
    s = [hdr_banner(c, pick(c, ["IMPLANT SURGERY RECORD", "Dental implant placement", "Surgical note - implant"]))]
    s.append("Date: %s  Surgery %s, %s\nOperator: %s  Assistant: %s" % (
        c.v(), S("LOCATION_OTHER", str(r.randint(1, 6))), c.site.n(), c.cons.t("full"), c.nurse.nm()))
    s.append("Consent: signed %s after discussion of risks (failure ~5%%, nerve injury, sinus perforation). CBCT %s (%s)." % (
        c.d(c.past(7, 60)), c.d(c.past(14, 90)), S("IDNUM", "CB%06d" % r.randint(0, 999999))))
    s.append("LA: 2 x 2.2 mL articaine 4%% 1:100k. Crestal incision site %s, full-thickness flap. Osteotomy sequence to %.1f mm. Bone type %s." % (
        t, r.choice([3.5, 3.8, 4.0, 4.3]), pick(c, ["D2", "D3"])))
    s.append("Implant: %s %.1f x %d mm, REF %s, LOT %s%s. Insertion torque %d Ncm; ISQ %d/%d." % (
        pick(c, ["tapered bone-level", "conical connection", "tissue-level"]), r.choice([3.5, 4.0, 4.5, 5.0]), r.choice([8, 10, 11, 13]),
        pick(c, ["BL-4010", "TL-3512", "CC-4511"]), S("DEVICE", "%s%06d" % (pick(c, ["", "W", "Q"]), r.randint(0, 999999))),
        ("; SN " + S("DEVICE", "%09d" % r.randint(0, 999999999))) if chance(c, 0.4) else "",
        r.randint(25, 50), r.randint(60, 80), r.randint(60, 80)))
    if chance(c, 0.5):
        s.append("GBR: xenograft 0.25 g (lot %s) + resorbable membrane (lot %s)." % (
            S("DEVICE", "%07d" % r.randint(0, 9999999)), S("DEVICE", "M%06d" % r.randint(0, 999999))))
    s.append("Closure 5-0 nylon. Healing abutment. Post-op: amoxicillin 500 mg TDS 5 days, chlorhexidine, analgesia. "
             "Implant passport given. Suture removal %s; restore at %s." % (c.dd(r.randint(7, 14)), c.dd(r.choice([84, 91, 112]), "month_year")))
    s.append("Fee: %s %s. " % (c.acct[0], S("ACCOUNT", c.acct[1])) + contact_footer(c))
    s.append(esign(c))
    return s


def paeds_ga(c):
    p, L, r = c.pt, c.loc, c.rng
    par = c.rel[0]
    teeth = ", ".join(sorted(set(pick(c, ["54", "55", "64", "65", "74", "75", "84", "85", "16", "36", "46"]) for _ in range(r.randint(2, 6)))))
    if L.code == "US":
        teeth = ", ".join(sorted(set("#" + pick(c, ["A", "B", "I", "J", "K", "L", "S", "T", "3", "14", "19", "30"]) for _ in range(r.randint(2, 6)))))
    s = [hdr_kv(c, pick(c, ["PAEDIATRIC DENTAL GA LIST" if L.code != "US" else "PEDIATRIC DENTISTRY - OR NOTE", "Dental extractions under GA"]),
                loc_line="Day unit: " + c.ward.n() + ", " + c.hosp.n(), provider="Operator: " + c.cons.t("full"))]
    s.append("%s (%s) attended with %s %s %s%s." % (p.name("given"), c.age_s("yrs"), p.poss, par.relation, par.name("full"), rel_occ(par)))
    s.append("Consent: obtained from %s (parental responsibility) on %s. Fasted from %s." % (par.name("given"), c.d(c.past(7, 60, 0)), time_s(c)))
    s.append("Procedure: extraction of %s under GA (anaesthetist %s). Local infiltration. Haemostasis achieved. Fissure sealants %s." % (
        teeth, c.cons2.t(), pick(c, ["16, 26, 36, 46" if L.code != "US" else "#3, #14, #19, #30", "not required"])))
    s.append("Safeguarding: %s" % pick(c, ["no concerns.", "dental neglect concern - discussed with health visitor %s; referral to %s made." % (
        S("DOCTOR", rand_name(c)), S("ORGANIZATION", stem(c) + " Children's Services"))]))
    s.append("Discharged to %s at %s. Prevention: fluoride varnish at %s (%s), toothpaste 1450 ppm. School: %s." % (
        par.name("given"), time_s(c), S("HOSPITAL", stem(c) + pick(c, [" Dental Practice", " Community Dental Clinic"])), c.phone(L.phone(r)),
        S("ORGANIZATION", c.school or org_name(r, L, "school"))))
    s.append(esign(c))
    return s


def note(c):
    if c.child and c.age <= 12 and chance(c, 0.7):
        return paeds_ga(c)
    return pick(c, [exam_note, exam_note, omfs_trauma, gdp_referral, implant_note, omfs_trauma])(c)

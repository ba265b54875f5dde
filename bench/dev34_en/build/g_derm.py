"""Dermatology notes."""
from phi import S
from common import (pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age, date_range)
from case import org_name, Staff

SITES = ["left upper back", "right cheek", "scalp vertex", "left shin", "right forearm", "nasal tip", "left temple",
         "right shoulder", "upper chest", "left ear helix", "dorsum of right hand", "left calf"]
LESIONS = [
    ("changing pigmented lesion", "asymmetric pigment network, blue-white veil and regression structures", "melanoma", "excision biopsy with 2 mm margins",
     "irregular pigmented macule with variegate brown-black colour"),
    ("non-healing crusted papule", "arborising vessels, ulceration and blue-grey ovoid nests", "nodular BCC", "excision with 4 mm margins",
     "pearly papule with rolled edge and central crust"),
    ("tender keratotic nodule", "central keratin plug with white circles and hairpin vessels", "SCC", "excision with 6 mm margins",
     "indurated keratotic nodule"),
    ("scaly pink patch", "dotted vessels in a clustered pattern with surface scale", "Bowen's disease (SCC in situ)", "cryotherapy or 5-FU cream",
     "well-demarcated scaly erythematous plaque"),
    ("new dark mole", "regular reticular network, symmetric", "benign naevus", "reassurance, photographs for comparison",
     "symmetric uniformly brown papule"),
]


def photo_ids(c, n=2):
    r = c.rng
    return ", ".join(S("IDNUM", "IMG-%d-%06d" % (c.visit.year, r.randint(0, 999999))) for _ in range(n))


def lesion_clinic(c):
    p, L, r = c.pt, c.loc, c.rng
    les = pick(c, LESIONS)
    site = pick(c, SITES)
    noticed = c.past(30, 500)
    us = L.code in ("US", "CA")
    if chance(c, 0.5) and not us:
        s = [letter_open(c, pick(c, ["Department of Dermatology", "Skin Cancer Service", "Dermatology Outpatients"]))]
        letter = True
        s.append("Diagnosis: %s, %s\nProcedure planned: %s" % (les[2], site, les[3]))
        s.append("I saw %s %s in the %s clinic today, %s. %s is %s %s." % (
            p.title, p.name("surname"), pick(c, ["pigmented lesion", "2-week-wait skin cancer", "dermatology"]), c.v(pick(c, [c.ds, L.wd_style(r)])),
            p.Pronoun, c.a_age(), p.manwoman))
    else:
        s = [hdr_kv(c, pick(c, ["DERMATOLOGY CLINIC NOTE", "Skin Check / Lesion Clinic", "Pigmented Lesion Clinic - New Patient"]),
                    loc_line="Clinic: " + c.site.n(), provider="Provider: " + c.cons.t("full") + pick(c, ["", "; scribe: " + c.clerk.nm()]))]
        letter = False
        s.append("CC: %s on the %s, noticed %s." % (les[0], site, c.d(noticed, pick(c, ["month_year", c.ds, "mon_year"]))))
    s.append("History: %s first noticed by %s %s %s around %s; %s. %s" % (
        pick(c, ["The lesion was", "Lesion", "Lesion reportedly"]), p.poss, c.rel[0].relation, c.rel[0].name("given"),
        S("DATE", pick(c, L.holidays())) if chance(c, 0.4) else c.d(noticed, "month_year"),
        pick(c, ["has grown and bled on two occasions", "itches intermittently", "is slowly enlarging", "changed colour"]),
        pick(c, ["History of significant sun exposure: worked outdoors as %s for %d years." % (a_prof((c.profession or "labourer").replace("retired ", "")), r.randint(5, 40)),
                 "Lived in %s for %d years in %s twenties." % (S("COUNTRY", pick(c, ["Australia", "South Africa", "Spain", "Zimbabwe", "Kenya"]) if L.code != "AU" else pick(c, ["Fiji", "Samoa", "South Africa"])), r.randint(2, 10), p.poss),
                 "Blistering sunburn as a child; sunbed use in %s teens." % p.poss,
                 "Family history: %s had melanoma aged %s." % (pick(c, ["mother", "father", "brother", "sister"]), S("AGE", r.randint(35, 80)))])))
    s.append("Skin type: Fitzpatrick %s. Total body examination: %d naevi, %s." % (
        pick(c, ["I", "II", "III", "IV"]), r.randint(10, 120), pick(c, ["several seborrhoeic keratoses", "actinic keratoses on scalp", "no other concerning lesions"])))
    s.append("Examination: %d x %d mm %s on the %s.\nDermoscopy: %s.\nClinical photographs: %s." % (
        r.randint(4, 22), r.randint(3, 18), les[4], site, les[1], photo_ids(c, r.randint(1, 3))))
    s.append("Impression: %s.\nPlan: %s%s." % (
        les[2], les[3], " - listed for " + c.dd(r.randint(7, 28)) + " in " + pick(c, ["minor ops room ", "procedure room "]) + S("LOCATION_OTHER", str(r.randint(1, 6))) if "excision" in les[3] else ""))
    s.append("Sun protection and self-examination advice given; leaflet %s." % S("URL", c.site.url))
    if letter:
        s.append(sign_letter(c, pick(c, ["Consultant Dermatologist", "Specialty Registrar in Dermatology", "Dermatology Clinical Fellow"])))
    else:
        s.append(esign(c))
    return s


def histology(c):
    p, L, r = c.pt, c.loc, c.rng
    lab = S("HOSPITAL", stem(c) + pick(c, [" Pathology", " Histopathology Laboratory", " Dermatopathology Services"]))
    spec = "%s%02d-%05d" % (pick(c, ["H", "S", "D", "DP"]), c.visit.year % 100, r.randint(0, 99999))
    path = Staff(r, L, "consultant", "dermatology", c.hosp.domain, creds=pick(c, ["FRCPath", "MD", "FRCPA", "FRCPC", "MRCPath"]))
    recv = c.ago(r.randint(3, 10))
    s = [pick(c, ["HISTOPATHOLOGY REPORT", "SURGICAL PATHOLOGY REPORT", "Dermatopathology Report"]) + "\n" + lab]
    s.append("Specimen no: %s\nPatient: %s   DOB: %s   Sex: %s\n%s\nRequesting clinician: %s, %s\nCollected: %s   Received: %s   Reported: %s" % (
        S("IDNUM", spec), p.name(pick(c, ["upper", "last_first"])), c.dob_s(), p.sex, id_line(c, "   "),
        c.cons.t("full"), c.site.n(), c.d(c.ago(r.randint(11, 14))), c.d(recv), c.v()))
    les = pick(c, LESIONS[:4])
    s.append("Clinical details: %s, %s. ?%s." % (pick(c, SITES), les[0], les[2]))
    s.append("Macroscopy: ellipse of skin %d x %d x %d mm bearing a %d mm %s lesion. Inked; transversely sliced; all embedded (A1-A%d)." % (
        r.randint(12, 40), r.randint(6, 18), r.randint(3, 9), r.randint(3, 15), pick(c, ["pigmented", "pale", "ulcerated"]), r.randint(3, 8)))
    if les[2] == "melanoma":
        micro = ("Superficial spreading melanoma. Breslow thickness %.1f mm. Clark level %s. Ulceration: %s. Mitoses %d/mm2. "
                 "No LVI. Peripheral margin %.1f mm, deep margin %.1f mm. pT%s." % (
                     r.uniform(0.3, 3.5), pick(c, ["II", "III", "IV"]), pick(c, ["absent", "present"]), r.randint(0, 6),
                     r.uniform(0.5, 4), r.uniform(0.5, 4), pick(c, ["1a", "1b", "2a", "3a"])))
    elif "BCC" in les[2]:
        micro = "Nodular basal cell carcinoma, no perineural invasion. Closest peripheral margin %.1f mm, deep %.1f mm. Completely excised." % (r.uniform(0.5, 5), r.uniform(0.5, 4))
    elif "SCC" in les[2] and "situ" not in les[2]:
        micro = "Well-differentiated invasive SCC, depth 3.1 mm, no PNI. Margins clear (peripheral 2.0 mm, deep 1.5 mm)."
    else:
        micro = "Full-thickness epidermal atypia consistent with SCC in situ (Bowen's disease). Completely excised."
    s.append("Microscopy: " + micro)
    s.append("Comment: discussed with %s by telephone on %s. Case for skin MDT %s." % (c.cons.t(), c.v(), c.dd(r.randint(2, 10))))
    s.append("Reported by: %s\n%s\nAuthorised electronically %s %s. Copy to: %s (%s)." % (
        path.sig(), path.lic(), c.v(), time_s(c), c.gp.t("full"), c.gp_practice.n()))
    return s


def biologic_review(c):
    p, L, r = c.pt, c.loc, c.rng
    cond = pick(c, ["psoriasis", "atopic dermatitis", "hidradenitis suppurativa"])
    drug = {"psoriasis": pick(c, ["adalimumab 40 mg fortnightly", "ustekinumab 45 mg 12-weekly", "risankizumab 150 mg 12-weekly", "secukinumab 300 mg monthly"]),
            "atopic dermatitis": pick(c, ["dupilumab 300 mg fortnightly", "tralokinumab 300 mg fortnightly", "upadacitinib 15 mg daily"]),
            "hidradenitis suppurativa": pick(c, ["adalimumab 80 mg weekly", "secukinumab 300 mg fortnightly"])}[cond]
    s = [pick(c, [lambda: hdr_kv(c, pick(c, ["BIOLOGICS CLINIC REVIEW", "Dermatology Biologic Therapy Review", "Specialist nurse biologic review"]),
                                  provider="Seen by: " + c.nurse.nm() + " (" + pick(c, ["Dermatology CNS", "nurse specialist"]) + ") with " + c.cons.t()),
                  lambda: hdr_banner(c, "BIOLOGICS CLINIC REVIEW")])()]
    start = c.past(90, 2000, 12)
    s.append("Diagnosis: %s. On %s since %s (previous: %s)." % (
        cond, drug, c.d(start, pick(c, [c.ds, "month_year"])), pick(c, ["methotrexate - nausea", "ciclosporin - hypertension", "acitretin", "phototherapy x2 courses"])))
    if cond == "psoriasis":
        s.append("PASI today %.1f (baseline %.1f); BSA %d%%; DLQI %d (baseline %d). PEST negative." % (
            r.uniform(0, 6), r.uniform(10, 30), r.randint(0, 8), r.randint(0, 8), r.randint(12, 28)))
    elif cond == "atopic dermatitis":
        s.append("EASI %.1f (baseline %.1f); POEM %d; DLQI %d. Conjunctivitis: %s." % (
            r.uniform(0, 10), r.uniform(18, 45), r.randint(2, 16), r.randint(1, 12), pick(c, ["mild, lubricants", "none"])))
    else:
        s.append("HiSCR achieved; AN count %d (baseline %d); DLQI %d. Hurley stage II axillae/groin." % (
            r.randint(1, 6), r.randint(8, 20), r.randint(3, 14)))
    s.append("Safety: injection sites fine; no infections. Bloods %s: FBC, U&E, LFT normal. QuantiFERON negative (%s, specimen %s)." % (
        c.d(c.ago(r.randint(5, 30))), c.d(c.past(180, 700)), S("IDNUM", "QF%08d" % r.randint(0, 99999999))))
    s.append("Supply: homecare delivery by %s (patient ref %s) to %s; sharps collection arranged." % (
        S("ORGANIZATION", pick(c, ["Healthnet", "Medivance", "CareLink", "Homeward"]) + " " + pick(c, ["Homecare", "Home Delivery Services", "Pharmacy Services"])),
        S("IDNUM", "HC%07d" % r.randint(0, 9999999)), S("STREET", c.addr["street"])))
    if L.code == "US":
        s.append("Prior authorization approved by %s (PA #%s) through %s. Copay card ID %s." % (
            S("ORGANIZATION", org_name(r, L, "insurer")), S("IDNUM", "%09d" % r.randint(0, 999999999)), c.dd(365), S("HEALTHPLAN", "CP%08d" % r.randint(0, 99999999))))
    elif L.code == "IE":
        s.append("High Tech Drug scheme; dispensing pharmacy %s." % c.pharmacy.n())
    elif L.code == "AU":
        s.append("PBS Authority approval no. %s; continuing treatment application due %s." % (S("IDNUM", "%08d" % r.randint(0, 99999999)), c.dd(r.randint(60, 160))))
    s.append("Social: %s %s" % (occ_sentence(c), pick(c, ["Planning a trip to %s over %s - travel letter provided for injectables." % (
        S("COUNTRY", pick(c, ["Portugal", "India", "Vietnam", "Canada", "Greece", "Fiji", "Ireland", "Japan"])), S("DATE", pick(c, L.holidays()))),
        "Away in %s %s; extra pen supplied." % (S("COUNTRY", pick(c, ["Spain", "Italy", "Thailand", "Samoa", "Scotland", "Canada"])), date_range(c, r.randint(10, 40), r.randint(7, 20))),
        "Partner %s is supportive with injections." % c.rel[0].name("given"), "Trying to conceive - discussed drug safety."])))
    s.append("Plan: continue; %s" % fu_line(c, pick(c, [12, 16, 26])))
    s.append(esign(c, c.nurse) if chance(c, 0.4) else esign(c))
    return s


def teledermatology(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [pick(c, ["TELEDERMATOLOGY REFERRAL - SPECIALIST RESPONSE", "e-Referral / Advice & Guidance: Dermatology", "Store-and-forward teledermatology triage"])]
    s.append("Referral ID: %s   Received: %s %s" % (S("IDNUM", pick(c, ["%012d" % r.randint(0, 999999999999), "TD-%d-%05d" % (c.visit.year, r.randint(0, 99999))])),
                                                 c.d(c.ago(r.randint(1, 6))), time_s(c)))
    s.append("Patient: %s  DOB %s  %s\nReferrer: %s, %s (%s)\nImages uploaded by %s from workstation %s via %s" % (
        p.name(pick(c, ["full", "upper"])), c.dob_s(), id_line(c, "  "), c.gp.t("full"), c.gp_practice.n(), c.phone(c.gp_practice.phone),
        S("USERNAME", c.gp.username), S("IPADDR", "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))),
        S("URL", pick(c, ["https://teledermatology.", "https://eref.", "https://imaging."]) + c.site.domain + "/case")))
    form = pick(c, ["year-old", "yo", "sex"])
    s.append("Referrer's note: %s%s with %s on the %s for %s. %s" % (
        c.age_s(form), "" if form == "sex" else " " + p.sexword, pick(c, ["a pigmented lesion", "a rash", "a scaly plaque", "a nodule"]), pick(c, SITES),
        pick(c, ["3 months", "6 weeks", "over a year"]), pick(c, ["Using emollients.", "Tried hydrocortisone 1% with no benefit.", "Patient anxious."])))
    s.append("Images: %d macroscopic, %d dermoscopic (%s). Quality: %s." % (
        r.randint(1, 3), r.randint(1, 2), photo_ids(c, 2), pick(c, ["good", "adequate", "blurred - repeat requested"])))
    s.append("Specialist opinion (%s, %s): %s" % (c.cons.t("full"), c.v(), pick(c, [
        "features of seborrhoeic keratosis; no need to see. Reassure.",
        "suspicious for melanoma - converted to 2-week-wait; appointment " + c.dd(r.randint(3, 12)) + " at " + c.site.n() + ".",
        "appearance of discoid eczema; suggest potent topical steroid BD for 4 weeks, emollients; re-refer if no improvement.",
        "likely BCC; routine surgical list, patient to be contacted on " + c.phone(c.mobile) + "."])))
    s.append("Response sent to referrer %s; copy to patient portal (%s)." % (c.v(), S("USERNAME", c.username)))
    return s


def patch_test(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [hdr_kv(c, pick(c, ["CONTACT DERMATITIS CLINIC - PATCH TEST RESULTS", "Patch testing report"]),
                provider="Patch test nurse: " + c.nurse.nm() + "; Dermatologist: " + c.cons.t())]
    prof = (c.profession or "hairdresser").replace("retired ", "")
    s.append("History: hand dermatitis for %d months, worse at work. %s Works at %s; %s." % (
        r.randint(3, 36), "Occupation: " + prof_s(prof) + ".", S("ORGANIZATION", c.employer),
        pick(c, ["improves on holiday", "uses nitrile gloves", "wet work > 2 h/day"])))
    d0 = c.ago(4)
    s.append("Series: baseline (European/NACDG), %s. Applied %s; read D2 %s and D4 %s." % (
        pick(c, ["hairdressing", "rubber", "cosmetics", "methacrylates"]), c.d(d0, L.wd_style(r)),
        c.d(c.ago(2), pick(c, ["weekday", L.short_style()])), c.v(pick(c, ["weekday", L.short_style()]))))
    pos = r.sample(["nickel sulfate ++", "methylisothiazolinone +++", "p-phenylenediamine ++", "fragrance mix I +", "thiuram mix ++",
                    "colophony +", "2-HEMA ++", "cobalt chloride +"], r.randint(1, 3))
    s.append("Positive: %s. Relevance: %s." % ("; ".join(pos), pick(c, ["current - occupational", "past", "possible"])))
    s.append("Plan: allergen avoidance list given; letter to employer (%s) re workplace adjustments; %s" % (
        S("ORGANIZATION", c.employer), pick(c, ["occupational health referral.", "notify the workers' compensation insurer."])))
    s.append(esign(c))
    return s


def note(c):
    return pick(c, [lesion_clinic, lesion_clinic, histology, biologic_review, teledermatology, patch_test])(c)

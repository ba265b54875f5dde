"""Genres: infusion unit chart, homecare delivery registration, pre-biologic screening checklist (own)."""
import pools as PL
from phi import (pick, chance, dd, ll, nm, doc, fdate, D, agep, addr, addd, phone, initials,
                 idnum, uname, url, ipaddr, bioid, device_sn, plate, driver_lic, acct, email_person, WDAYS)
from ctx import pron, fam_person
from common import (ptblock, labs_line, fcp, scores, hard_neg, dx_line, CNS_ROLE, NURSE_CRED, mkid, docname)


def tm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


def lot(rng):
    return pick(rng, [ll(rng, 2) + dd(rng, 5), dd(rng, 2) + ll(rng, 1) + dd(rng, 4) + ll(rng, 1), "L" + dd(rng, 6)])


IV_PRODUCTS = [("infliximab", ["Remicade", "Remsima", "Inflectra", "Flixabi", "Zessly"], 100),
               ("vedolizumab", ["Entyvio"], 300), ("ustekinumab", ["Stelara", "Wezenla", "Pyzchiva"], 130),
               ("risankizumab", ["Skyrizi"], 600), ("mirikizumab", ["Omvoh"], 300), ("guselkumab", ["Tremfya"], 200)]
SC_PRODUCTS = {"adalimumab": "40 mg pre-filled pen", "infliximab SC": "120 mg pre-filled pen",
               "ustekinumab": "90 mg pre-filled syringe", "risankizumab": "360 mg on-body injector",
               "mirikizumab": "100 mg pre-filled pen", "guselkumab": "100 mg pre-filled pen",
               "vedolizumab SC": "108 mg pre-filled pen"}
SC_BRANDS = {"adalimumab": ["Humira", "Amgevita", "Hyrimoz", "Imraldi", "Idacio", "Yuflyma"],
             "infliximab SC": ["Remsima SC"], "ustekinumab": ["Stelara", "Wezenla"], "risankizumab": ["Skyrizi"],
             "mirikizumab": ["Omvoh"], "guselkumab": ["Tremfya"], "vedolizumab SC": ["Entyvio SC"]}
CHARGE = {"US": ["HCPCS J1745 / CPT 96413, 96415", "HCPCS Q5103; CPT 96413", "HCPCS J3380; CPT 96413"],
          "UK": ["OPCS X92.1", "HRG SB12Z (day case)"], "IE": ["HIPE day case"], "CA": ["OHIP G345 / tray fee"],
          "AU": ["MBS 13950", "Item 13915"], "NZ": ["Purchase unit MS02012"]}


def g_infusion_chart(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    n1, n2 = x.nurse, x.nurse2
    n.ln(("HOSPITAL", x.h["infusion"].upper() if chance(rng, 0.5) else x.h["infusion"]), " - ",
         pick(rng, ["BIOLOGIC INFUSION RECORD", "Infusion Administration Chart", "IV Biologic Treatment Record"]))
    n.ln(("HOSPITAL", x.h["name"]), "   Tel ", ("PHONE", x.h["infphone"]))
    n.w("Date: ", D(rng, d, c, pick(rng, [None, "wd"])), "   ", pick(rng, ["Chair ", "Chair no. ", "Bay/Chair "]),
        ("LOCATION_OTHER", pick(rng, [str(rng.randint(1, 16)), "%s%d" % (pick(rng, "ABCD"), rng.randint(1, 8)),
                                      "%d/%d" % (rng.randint(1, 4), rng.randint(1, 6))])))
    if c in ("US", "CA", "AU") or chance(rng, 0.3):
        n.w("   ", pick(rng, ["Encounter #: ", "Visit no: ", "Episode: ", "Acct: "]), ("ACCOUNT", acct(rng)))
    n.ln()
    n.ln("-" * 56)
    ptblock(rng, n, x, pick(rng, [1, 2, 3]), address=chance(rng, 0.3))
    n.ln("Allergies: ", pick(rng, ["NKDA", "penicillin (rash)", "latex", "chlorhexidine", "nil known"]),
         "    Weight today: ", "%.1f" % x.wt, " kg")
    n.ln("-" * 56)
    n.w("Arrived ", tm(rng, 8, 11))
    if chance(rng, 0.45):
        n.w("; palm-vein check-in ", ("BIOID", bioid(rng, "palm")), " verified")
    n.ln()
    if chance(rng, 0.55):
        n.ln("Parking: ", pick(rng, ["exemption permit issued, vehicle reg ", "car reg ", "blue badge - reg "]),
             ("VEHICLE", plate(rng, c)), pick(rng, ["", " (multistorey level 2)", " - validate at desk"]))
    k = rng.randint(2, 30)
    ivp = [q for q in IV_PRODUCTS if q[0] == x.bio]
    gen, brands, vial = ivp[0] if ivp else pick(rng, IV_PRODUCTS)
    brand = x.brand if ivp else pick(rng, brands)
    if gen == "infliximab":
        mg = max(100, int(round(x.wt * pick(rng, [5, 5, 10]) / 100.0)) * 100)
    elif gen == "ustekinumab":
        mg = 260 if x.wt <= 55 else 390 if x.wt <= 85 else 520
    elif gen == "risankizumab":
        mg = pick(rng, [600, 1200])
    else:
        mg = vial
    phase = pick(rng, [" (maintenance)", " (induction wk 2)", " (induction wk 6)", " - 6-weekly optimised", " (maintenance)"])
    k = 2 if "wk 2" in phase else 3 if "wk 6" in phase else k
    n.ln("Drug: ", brand, " (", gen, ")  ", mg, " mg IV in 250 mL 0.9% NaCl   Infusion #", k, phase)
    n.ln("Batch ", lot(rng), "  Exp ", "%02d/%d" % (rng.randint(1, 12), d.year + rng.randint(1, 3)),
         "   Vials x", max(1, mg // vial))
    n.ln("Prescriber: ", doc(rng, x.cons, pick(rng, ["dr_last", "dr_full"])), "   Screened by pharmacist: ",
         ("DOCTOR", pick(rng, [x.pharm.full, initials(x.pharm)])))
    n.ln("Pre-med: ", pick(rng, ["none", "hydrocortisone 100 mg IV + chlorphenamine 10 mg IV", "paracetamol 1 g PO",
                                 "cetirizine 10 mg PO"]))
    n.ln("Cannula: ", pick(rng, PL.CANNULAE), ", ", pick(rng, ["L", "R"]), " ", pick(rng, ["forearm", "ACF", "dorsum of hand"]),
         ", sited by ", ("DOCTOR", initials(n1)), " at ", tm(rng, 9, 11), ", 1 attempt")
    n.w("Pump: ", pick(rng, PL.PUMPS), " SN ", ("DEVICE", device_sn(rng, "pump")))
    if chance(rng, 0.4):
        n.w("   asset ", ("DEVICE", device_sn(rng, "asset")))
    n.ln()
    n.ln()
    n.ln(pick(rng, ["Time  | Rate (mL/h) | BP      | HR  | Temp | SpO2 | Init",
                    "TIME   RATE   BP       P    T     SAT   SIGN"]))
    h0 = rng.randint(9, 13)
    ms = [0, 15, 30, 45, 60, 90, 120]
    rates = pick(rng, [[10, 20, 40, 80, 150, 250, 0], [125, 125, 125, 125, 250, 250, 0], [50, 100, 200, 250, 250, 250, 0]])
    for i, m in enumerate(ms[:rng.randint(4, 7)]):
        hh, mm = h0 + m // 60, m % 60
        who = pick(rng, [n1, n2])
        n.ln("%02d:%02d | %-11s | %d/%d | %-3d | %.1f | %d%% | " % (
            hh, mm, str(rates[i]) if rates[i] else "end", rng.randint(100, 145), rng.randint(58, 92),
            rng.randint(56, 104), rng.randint(361, 377) / 10, rng.randint(95, 100)), ("DOCTOR", initials(who)))
    n.ln()
    n.ln("Reaction: ", pick(rng, ["none", "none observed", "mild flushing at 40 min - rate halved, resolved",
                                  "pruritus - chlorphenamine given, completed"]))
    n.ln("Post-infusion obs: ", pick(rng, ["not required (accelerated protocol)", "30 min, stable", "60 min, stable"]))
    n.ln("Bloods taken: ", pick(rng, ["pre-dose trough level + ATI", "FBC, CRP, LFT", "none"]),
         [" - lab no. ", ("IDNUM", idnum(rng, "acc", d))] if chance(rng, 0.6) else "")
    nxt = addd(d, pick(rng, [28, 42, 56, 56, 14]))
    n.ln("Next infusion: ", D(rng, nxt, c, pick(rng, [None, "wd", "wds"])), " at ", tm(rng, 8, 14),
         pick(rng, [" chair ", " - chair ", " (same chair) "]), ("LOCATION_OTHER", str(rng.randint(1, 16))))
    n.ln()
    n.ln("Administered by: ", ("DOCTOR", n1.full), ", ", NURSE_CRED[c],
         ["   " + n1.lic[0] + " ", ("LICENSE", n1.lic[1])] if chance(rng, 0.3) else "")
    n.ln("Second checker: ", ("DOCTOR", pick(rng, [n2.full, n2.first[0] + ". " + n2.last])), ", ", NURSE_CRED[c])
    n.ln("e-signed ", D(rng, d, c, "iso"), " ", tm(rng, 11, 17), " by ", ("USERNAME", uname(rng, n1)))
    if chance(rng, 0.35):
        n.ln("Charge: ", pick(rng, CHARGE[x.c]), "  x", max(1, mg // 10), " units")


def g_homecare(rng, n, x):
    c, p = x.c, x.pt
    he, his, him, He, His = pron(x)
    d = x.date
    hc = x.homecare
    coord = x.sec
    us = c == "US"
    n.ln(("ORGANIZATION", hc), " - ", pick(rng, ["New Patient Registration", "Homecare Delivery Registration Form",
                                                 "Specialty Pharmacy Enrollment" if us else "Patient Set-up Form"]))
    n.ln("Registration no: ", mkid(rng, "rx", d), "    Received: ", D(rng, d, c), " ", tm(rng),
         "    Customer account: ", ("ACCOUNT", acct(rng)))
    if chance(rng, 0.5):
        n.ln("Referral submitted via e-referral portal ", ("URL", url(rng, "referrals.example.com", "/hc/" + dd(rng, 6))),
             " from ", ("IPADDR", ipaddr(rng)))
    n.ln()
    n.ln("1. PATIENT DETAILS")
    n.ln("   Name:        ", nm(rng, p, "PATIENT", pick(rng, ["title_full", "full", "LF"])))
    n.ln("   DOB:         ", D(rng, x.dob, c), "   Gender: ", p.sex)
    n.ln("   ", x.hidlab, ":", " " * max(1, 12 - len(x.hidlab)), ("HEALTHPLAN", x.hid),
         "   Hospital no: ", ("MRN", x.mrn))
    if x.ssn and chance(rng, 0.75):
        n.ln("   ", x.ssnlab, ":", " " * max(1, 12 - len(x.ssnlab)), ("SSN", x.ssn))
    n.ln("   Address:     ", addr(rng, x.addr, c))
    n.ln("   Home tel:    ", ("PHONE", x.home), "   Mobile: ", ("PHONE", x.mob))
    n.ln("   Email:       ", ("EMAIL", x.email))
    if chance(rng, 0.35):
        n.ln("   Photo ID:    driver's licence ", ("LICENSE", driver_lic(rng, c, p)))
    n.ln("   Preferred contact: ", pick(rng, ["SMS", "phone", "email", "app"]))
    if us and chance(rng, 0.8):
        n.ln("   Insurance:   ", ("ORGANIZATION", x.insurer), "   Member ID ", ("HEALTHPLAN", x.hid if x.hidlab != "Medicare MBI" else dd(rng, 9)),
             "   Group ", ("HEALTHPLAN", dd(rng, 6)))
    n.ln()
    n.ln("2. DELIVERY")
    n.ln("   Deliver to:  ", pick(rng, ["home address (above)", ["workplace - ", ("ORGANIZATION", x.employer), ", ",
                                                                  addr(rng, x.gp_addr, c)]]))
    n.ln("   Nominated receiver: ", nm(rng, x.nok, "FAMILY", pick(rng, ["full", "title_full"])), " (", x.rel, ") ",
         ("PHONE", x.nokph))
    first = addd(d, rng.randint(5, 21))
    n.ln("   First delivery: ", D(rng, first, c, pick(rng, ["wd", None, "wds"])), "  slot ",
         pick(rng, ["AM", "PM", "07:00-12:00", "12:00-18:00"]))
    n.ln("   Regular delivery day: ", pick(rng, WDAYS[:5]), " every ", pick(rng, ["4", "8", "12"]), " weeks")
    n.ln("   Access notes: ", pick(rng, ["ring bell for flat, 2nd floor, no lift", "dog in garden - call on arrival",
                                         "leave with neighbour only if named receiver absent", "gate code given by phone",
                                         "rural - long driveway past the dairy"]))
    if chance(rng, 0.35):
        n.ln("   Patient vehicle (for medication handover at car park, disabled bay): ", ("VEHICLE", plate(rng, c)))
    n.ln("   Courier: ", ("ORGANIZATION", pick(rng, PL.COURIERS)), ", cold-chain 2-8 C")
    n.ln()
    n.ln("3. MEDICATION & EQUIPMENT")
    gen = x.bio if x.bio in SC_PRODUCTS else pick(rng, sorted(SC_PRODUCTS))
    brand = x.brand if x.bio in SC_PRODUCTS and x.route == "SC" else pick(rng, SC_BRANDS[gen])
    n.ln("   Drug: ", brand, " (", gen, ") ", SC_PRODUCTS[gen], " x", pick(rng, ["2", "4", "1", "3"]),
         " per delivery")
    n.ln("   Prescription: ", mkid(rng, "rx", d), "  valid to ", D(rng, addd(d, rng.randint(150, 365)), c),
         "  prescriber ", doc(rng, x.cons, "dr_full"), " ", x.cons.lic[0], " ", ("LICENSE", x.cons.lic[1]))
    n.w("   Fridge supplied: ", pick(rng, ["yes", "Yes", "no - own fridge"]))
    if chance(rng, 0.7):
        n.w(", serial ", ("DEVICE", device_sn(rng, "fridge")))
    n.ln()
    if chance(rng, 0.6):
        n.ln("   Temperature data logger: ", ("DEVICE", device_sn(rng, "logger")))
    if chance(rng, 0.3):
        n.ln("   Connected autoinjector: ", ("DEVICE", device_sn(rng, "pen")))
    n.ln("   Sharps bin ", pick(rng, ["1 L", "2 L", "5 L"]), "; collection every ", pick(rng, ["3", "6"]), " months")
    n.ln("   Nurse training visit: ", pick(rng, [["booked ", D(rng, addd(first, rng.randint(0, 3)), c)],
                                              "not required - already self-injecting"]))
    n.ln()
    n.ln("4. CLINICAL TEAM")
    n.ln("   Hospital: ", ("HOSPITAL", x.h["name"]), ", ", pick(rng, ["IBD team", "gastroenterology"]))
    n.ln("   IBD nurse: ", ("DOCTOR", x.cns.full), "  ", ("PHONE", x.h["advice"]), "  ", ("EMAIL", x.mail_cns))
    n.ln("   Homecare pharmacist: ", ("DOCTOR", x.pharm.full))
    n.ln("   GP: ", doc(rng, x.gp, "dr_full"), ", ", ("HOSPITAL", x.gp_practice), "  Tel ", ("PHONE", x.gp_phone))
    n.ln()
    n.ln("5. CONSENT & ONLINE ACCESS")
    n.ln("   Consent to share data with hospital: given ", D(rng, d, c), " (verbal, recorded by ", ("DOCTOR", coord.full), ")")
    if chance(rng, 0.6):
        n.ln("   Delivery tracking: ", ("URL", url(rng, "track.example.com", "/p/" + ll(rng, 3) + dd(rng, 5))),
             "  username ", ("USERNAME", uname(rng, p)))
    n.ln()
    n.ln("Registered by: ", ("DOCTOR", coord.full), ", Patient Services Coordinator, ext ", ("PHONE", phone(rng, c, "ext")))
    n.ln("Status: ", pick(rng, ["ACTIVE", "PENDING funding", "ACTIVE - awaiting prescription"]),
         "  Patient ID ", ("IDNUM", dd(rng, 7)))


def g_prebio_screen(rng, n, x):
    c, p = x.c, x.pt
    d = x.date
    nurse = x.cns
    n.ln(pick(rng, ["PRE-BIOLOGIC SCREENING CHECKLIST", "Pre-immunosuppression screening - IBD",
                    "BIOLOGIC / JAK INHIBITOR PRE-TREATMENT SCREEN"]))
    n.ln(("HOSPITAL", x.h["name"]), " - ", pick(rng, ["IBD Service", "Gastroenterology Day Unit", "Infusion Service"]))
    n.ln()
    ptblock(rng, n, x, pick(rng, [0, 1, 2, 3]), address=chance(rng, 0.4))
    n.ln("Planned therapy: ", x.brand, " (", x.bio, ")   Consultant: ", doc(rng, x.cons, "dr_last"))
    n.ln("Screen completed: ", D(rng, d, c), " by ", ("DOCTOR", nurse.full), ", ", NURSE_CRED[c])
    n.ln()
    n.ln("A. RISK HISTORY")
    born = pick(rng, PL.TRAVEL_COUNTRIES + [x.addr["country"]] * 3)
    n.w("  Country of birth: ", ("COUNTRY", born))
    if born != x.addr["country"]:
        n.w("; moved to ", ("COUNTRY", x.addr["country"]), " in ", D(rng, addd(d, -rng.randint(800, 9000)), c, "y"))
    n.ln()
    n.ln("  Travel (last 12 m): ", pick(rng, ["none", ("COUNTRY", x.travel), ["", ("COUNTRY", x.travel), " and ",
                                                                           ("COUNTRY", pick(rng, PL.TRAVEL_COUNTRIES))]]))
    n.ln("  Occupation: ", ("PROFESSION", x.job), pick(rng, ["", " (healthcare worker: no)", " - exposure risk assessed"]))
    n.ln("  TB contact: ", pick(rng, ["none known", ["", x.rel, " (", nm(rng, x.nok, "FAMILY", "full"), ") treated for TB in ",
                                                   D(rng, addd(d, -rng.randint(400, 4000)), c, "y")]]))
    n.ln("  Prior BCG: ", pick(rng, ["yes (scar L arm)", "no", "unknown"]), "   Shingles history: ", pick(rng, ["no", ["yes, aged ", ("AGE", str(rng.randint(12, max(13, x.age))))], "chickenpox as child"]))
    n.ln()
    n.ln("B. SEROLOGY / TESTS")
    n.ln("  Test                      Result          Date          Lab no.")
    tests = [("QuantiFERON-TB Gold Plus", pick(rng, ["negative", "negative", "indeterminate", "positive"])),
             ("HBsAg", "not detected"), ("anti-HBc", pick(rng, ["negative", "positive"])),
             ("anti-HBs", "%d IU/L" % rng.randint(0, 900)), ("HCV antibody", "negative"),
             ("HIV 1/2 Ag/Ab", "negative"), ("VZV IgG", pick(rng, ["positive", "negative"])),
             ("EBV VCA IgG", pick(rng, ["positive", "negative"])), ("Measles IgG", "positive")]
    dst = pick(rng, ["mdy", "iso", "mdy2"] if c == "US" else ["dmy", "iso", "dmy2", "abbr"])
    for t, r in tests[:rng.randint(5, 9)]:
        td = addd(d, -rng.randint(3, 30))
        ds = fdate(rng, td, c, dst)
        n.ln("  ", t.ljust(26), r.ljust(16), ("DATE", ds), " " * (14 - len(ds)), ("IDNUM", idnum(rng, "acc", td)))
    cxr = addd(d, -rng.randint(3, 40))
    n.ln("  Chest X-ray ", D(rng, cxr, c), " (", ("IDNUM", idnum(rng, "rad", cxr)), "): ",
         pick(rng, ["clear, no features of active/previous TB", "old calcified granuloma R apex - discussed with TB service"]))
    n.ln()
    n.ln("C. VACCINATION")
    n.ln("  Influenza: ", D(rng, addd(d, -rng.randint(20, 200)), c), "   Pneumococcal (PCV20): ",
         pick(rng, ["given ", "due - "]), D(rng, addd(d, rng.randint(-300, 30)), c))
    n.ln("  COVID-19 booster: ", D(rng, addd(d, -rng.randint(30, 300)), c, pick(rng, [None, "my"])),
         "   Shingrix: dose 1 ", D(rng, addd(d, -rng.randint(60, 120)), c), ", dose 2 ", pick(rng, ["due", "given"]))
    n.ln("  Live vaccines: avoid (MMR, yellow fever, BCG, oral typhoid) for 3 months pre-treatment")
    n.ln()
    n.ln("D. OTHER")
    if p.sex == "F" and x.age < 52:
        n.ln("  LMP ", D(rng, addd(d, -rng.randint(3, 30)), c), "; contraception discussed; pregnancy test negative")
    n.ln("  Cervical/skin screening: ", pick(rng, ["up to date", "smear due", "annual skin check advised (dermatology)"]))
    n.ln("  ", hard_neg(rng, x))
    n.ln()
    n.ln("Outcome: ", pick(rng, ["cleared to start", "cleared - latent TB prophylaxis first (isoniazid 9/12)",
                                "hold - awaiting hep B DNA"]), "   Start date: ", D(rng, addd(d, rng.randint(7, 40)), c))
    n.ln("Checked by pharmacist: ", ("DOCTOR", x.pharm.full), " (", x.pharm.lic[0], " ", ("LICENSE", x.pharm.lic[1]), ")")
    n.ln("Entered by: ", ("USERNAME", uname(rng, nurse)), " ", D(rng, d, c, "iso"), " ", tm(rng))

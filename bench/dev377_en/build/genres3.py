"""Genres: MDT outcome, GP shared care letter, vascular access referral (own addition)."""
import pools
from core import (chance, pick, addr_pieces, digits, letters, ip_priv, accession, phone, bleep, ext, url,
                  hospital, organisation, device_sn, make_person, fmt_date)
from ctx import Ctx
from blocks import (letterhead, banner, gp_address, signoff, typed_footer, cc, esign, meds, labs_table,
                    units_line, diagnoses, hard_neg)
from genres1 import holiday, job, dur


def _mdt_patient(d, x, k, short=False):
    r = x.rng
    s = x.series[-1]
    d.ln("%d) " % k, x.P(pick(r, ["LAST_FIRST", "full", "last_first_up", "initials"] if short else ["LAST_FIRST", "full", "last_first_up"])), "  ", x.A(pick(r, ["sex", "y", "yo_ns"])),
         "  ", x.mrn_label, " ", ("MRN", x.mrn), "  DOB ", x.D(x.dob))
    d.ln("   Consultant: ", x.Dr(x.neph, "dr_last"), " | Key worker: ", ("DOCTOR", x.nurse.full))
    d.ln("   Reason for discussion: ", pick(r, ["eGFR <15, modality decision", "rapid decline, ?biopsy", "transplant work-up complete - ready to list?",
                                               "conservative care vs PD", "access planning", "frailty - appropriateness of dialysis",
                                               "%s not responding to ESA" % x.anaemia, "late referral, eGFR 9"]))
    d.ln("   eGFR ", str(s["egfr"]), " (", x.D(s["d"]), "), slope -", str(x.slope()), "/yr, K+ ", str(s["k"]), ", Hb ",
         x.val(s, "hb"), ", KFRE 2y ", str(x.kfre2), "%")
    if not short:
        d.ln("   Background: ", x.cause, "; ", "; ".join(c.split(" (")[0] for c in x.comorb[:3]), ".")
        d.ln("   Social: lives with ", x.rel(0), " ", x.F(0), " in ", ("CITY", x.addr["city"]), "; ", job(x), ".")
    out = pick(r, ["List for pre-emptive transplant once dental clearance received.", "Proceed to PD catheter insertion.",
                   "Refer for AV fistula; aim start HD in 3-6 months.", "Conservative care; refer to supportive care team.",
                   "Repeat bloods 2/52 then re-discuss." if x.si else "Repeat labs in 2 weeks then re-discuss.",
                   "Increase ESA; IV iron; re-discuss in 3/12." if x.si else "Increase ESA; IV iron; re-discuss in 3 months.",
                   "Renal biopsy - book day case."])
    d.ln("   OUTCOME: ", out)
    d.ln("   Actions: ", pick(r, [["Letter to GP - ", ("DOCTOR", x.sec.full)], ["Book education - ", ("DOCTOR", x.nurse.full)],
                                  ["Refer to ", ("HOSPITAL", x.hosp2), " - ", x.Dr(x.neph, "dr_last")],
                                  ["Phone patient on ", ("PHONE", x.mob), " - ", ("DOCTOR", x.nurse.first)]]),
         " by ", x.D(x.ahead(r.randrange(3, 21))))


def mdt_outcome(d, x):
    r = x.rng
    d.ln(pick(r, ["RENAL MDT OUTCOME", "Advanced Kidney Care MDT - Outcome Record", "Low Clearance MDT minutes",
                  "Kidney Care Multidisciplinary Meeting: outcomes"]))
    d.ln("Meeting: ", x.D(x.date, pick(r, x.styles + ["wd_long_dmy" if x.si and x.c != "Canada" else "wd_long_mdy"])), " ",
         pick(r, ["13:00", "12:30-14:00", "08:00", "16:00"]), " | ",
         pick(r, [[("LOCATION_OTHER", pick(r, ["Seminar Room 3", "Renal Meeting Room", "Boardroom 2", "Room 4.12"])), ", ", ("HOSPITAL", x.hosp)],
                  ["Teams (", ("URL", url(r, "video")), ")"], ["hybrid - ", ("LOCATION_OTHER", "Level 5 Meeting Room"), " and video"]]))
    d.ln("Chair: ", x.Dr(x.neph, "dr_full"))
    attendees = [(x.reg, x.reg_title), (x.nurse, x.nurse_title), (x.diet, "Renal Dietitian"), (x.pharm, "Renal Pharmacist"),
                 (x.sw, "Social Worker"), (x.coord, "Transplant Coordinator"), (x.surg, "Vascular Surgeon"), (x.sec, "MDT Coordinator")]
    d.w("Present: ")
    sel = r.sample(attendees, r.randrange(4, 8))
    for i, (p, t) in enumerate(sel):
        d.w("; " if i else "", pick(r, [[("DOCTOR", p.full), " (", t, ")"], [("DOCTOR", p.first[0] + " " + p.last), " - ", t]]))
    d.ln()
    d.ln("Apologies: ", x.Dr(make_person(r, x.c), "dr_last"))
    d.ln("MDT ref: ", ("IDNUM", "MDT-%s-%s" % (digits(r, 2), digits(r, 4))))
    d.ln()
    multi = chance(r, 0.4)
    _mdt_patient(d, x, 1, short=multi)
    if multi:
        for k in range(2, r.randrange(3, 5)):
            y = Ctx(r, x.c)
            y.date = x.date
            _mdt_patient(d, y, k, short=True)
    d.ln()
    d.ln(hard_neg(x))
    d.ln("Outcome communicated to ", x.P("title_last"), pick(r, [" by telephone", " in clinic", " by letter"]), " on ",
         x.D(x.ahead(r.randrange(1, 6))), " (", ("DOCTOR", x.nurse.full), ").")
    d.ln("Minutes taken by ", ("DOCTOR", x.sec.full), "; encounter ", ("ACCOUNT", x.acct[1]), ".")


# ------------------------------------------------------------ GP shared care letter
def shared_care(d, x):
    r = x.rng
    letterhead(d, x)
    d.ln(x.D(x.date, x.long_style()))
    d.ln()
    gp_address(d, x)
    d.ln()
    d.ln("Dear ", x.Dr(x.gp, pick(r, ["dr_last", "dr_full"])), ",")
    d.ln()
    banner(d, x, pick(r, [0, 4]))
    d.ln()
    topic = pick(r, ["CKD %s - shared care of monitoring and SGLT2 inhibitor" % x.stage(),
                     "Shared care: ESA therapy for %s of CKD" % x.anaemia, "Shared care agreement: CKD mineral bone disorder (alfacalcidol)",
                     "Transfer of routine CKD monitoring to primary care"])
    d.ln("SHARED CARE AGREEMENT: ", topic)
    d.ln()
    d.w("Thank you for continuing to look after ", x.P("title_full"), ", whom we saw with ", x.poss(), " ", x.rel(0), " ", x.F(0),
        " in clinic on ", x.D(x.ago(r.randrange(3, 20))), ". ")
    d.w(x.he().capitalize(), " is ", x.A("aged"), " and ", job(x), ". ")
    d.w("eGFR is stable at ", str(x.series[-1]["egfr"]), " mL/min/1.73m2 and ", x.he(), " agrees to have monitoring done at the surgery. ")
    d.ln(hard_neg(x))
    d.ln()
    d.ln("Responsibilities - renal team (", ("HOSPITAL", x.hosp), "):")
    d.ln("  - Annual review in the AKC clinic; advice within 2 working days via the renal advice line.")
    d.ln("  - Initiate and review ", pick(r, ["dapagliflozin 10 mg", "darbepoetin", "alfacalcidol", "sodium bicarbonate"]), "; dose changes.")
    d.ln("Responsibilities - practice (", ("HOSPITAL", x.practice), "):")
    d.ln("  - U&E, FBC, bone profile ", pick(r, ["3-monthly", "6-monthly", "every 8 weeks"]), "; urine ACR 6-monthly.")
    d.ln("  - Prescribe as per agreement; BP target <130/80 with ACR >", "30 mg/mmol" if x.si else "300 mg/g", ".")
    d.ln("Responsibilities - patient:")
    d.ln("  - Attend blood tests; follow sick day rules; report symptoms to ", ("PHONE", phone(r, x.c)), ".")
    d.ln()
    d.ln("Monitoring and action thresholds:")
    d.ln("  Test          Frequency   Action")
    d.ln("  K+            3-monthly   >6.0 mmol/L: repeat same day; >6.5 send to ED")
    d.ln("  eGFR          3-monthly   fall >25% or <15: contact renal team")
    d.ln("  Hb            monthly     <", "90 g/L" if x.si else "9.0 g/dL", " or >", "130 g/L" if x.si else "13.0 g/dL", ": contact ", x.anaemia, " nurse")
    d.ln("  ACR           6-monthly   doubling: contact renal team")
    d.ln()
    d.ln("Recent results:")
    labs_table(d, x, ("egfr", "cr", "k", "hb"), n=3)
    d.ln()
    d.ln("Contacts:")
    d.ln("  Renal advice line ", ("PHONE", x.hosp_phone), " (Mon-Fri 9-5); out of hours renal registrar via switchboard ",
         ("PHONE", phone(r, x.c)), pick(r, ["", [", bleep ", ("PHONE", bleep(r))]]))
    d.ln("  Advice & Guidance email ", ("EMAIL", x.dept_email), "; fax ", ("FAX", x.hosp_fax))
    if chance(r, 0.5):
        d.ln("  AKC nurse ", ("DOCTOR", x.nurse.full), " ", x.eml(x.nurse))
    d.ln()
    signoff(d, x, x.neph, x.neph_title, lic=chance(r, 0.6))
    d.ln()
    d.ln("--- GP agreement (please return by fax ", ("FAX", x.hosp_fax), ") ---")
    d.ln("I agree to share care of ", x.P(pick(r, ["full", "FULL"])), " (", ("MRN", x.mrn), ") as above.")
    d.ln("GP name: ", x.Dr(x.gp, "dr_full"), "   Signed: ________   Date: ____")
    if chance(r, 0.4):
        typed_footer(d, x, x.neph)


# ------------------------------------------------------------ vascular access referral (own genre)
def vascular_access(d, x):
    r = x.rng
    d.ln(pick(r, ["VASCULAR ACCESS REFERRAL - AV FISTULA FORMATION", "Referral for Dialysis Access Surgery", "Access Surgery Request (AVF/AVG)"]))
    d.ln("To: ", x.surg_title, " ", ("DOCTOR", x.surg.full), ", ", pick(r, ["Consultant Vascular Surgeon", "Transplant & Access Surgeon", "Vascular Access Surgeon"]),
         ", ", ("HOSPITAL", x.hosp2))
    d.ln("From: ", x.Dr(x.reg, "dr_full"), " for ", x.Dr(x.neph, "dr_last"), ", ", ("HOSPITAL", x.hosp), "   Bleep ", ("PHONE", bleep(r)))
    d.ln("Date: ", x.D(x.date), "   Priority: ", pick(r, ["routine", "soon (eGFR <15)", "urgent"]))
    d.ln()
    banner(d, x, pick(r, [1, 2, 3]))
    d.ln()
    s = x.series[-1]
    d.ln("Indication: CKD ", x.stage(), ", eGFR ", str(s["egfr"]), " falling ", str(x.slope()), "/yr; chosen modality ",
         pick(r, ["in-centre HD", "home HD", "HD (PD unsuitable - previous laparotomy)"]), "; anticipated start within ",
         pick(r, ["6 months", "6-12 months", "3 months"]), ".")
    d.ln("Dominant hand: ", pick(r, ["right", "left"]), ". Occupation: ", ("PROFESSION", x.prof), pick(r, [" (retired)", ""]) if x.retired else "", ".")
    lines = [pick(r, [["Previous lines: none"],
                      ["Previous lines: ", pick(r, ["R IJ tunnelled line ", "L subclavian line (ICU) ", "R femoral line "]),
                       x.D(x.ago(r.randrange(400, 3000)), pick(r, ["year", "mon_y"]))]])]
    if chance(r, 0.4):
        lines.append(["Cardiac device: ", pick(r, pools.DEVICE_MODELS[9:]), " (left pectoral), serial ", ("DEVICE", device_sn(r, "pacer"))])
    lines.append(["Anticoagulation/antiplatelets: ", pick(r, ["apixaban - hold 48 h pre-op", "clopidogrel - continue", "none", "warfarin (INR target 2-3)"])])
    lines.append(["Allen's test ", pick(r, ["normal bilaterally", "abnormal on left"]), "; BP equal both arms."])
    for l in lines:
        d.ln(l)
    d.ln()
    d.ln("Vein mapping (USS, ", x.D(x.ago(r.randrange(3, 30))), ", ", ("DOCTOR", make_person(r, x.c).full), ", vascular scientist):")
    for side in ("L", "R"):
        d.ln("  ", side, " cephalic wrist %.1f mm, forearm %.1f mm, elbow %.1f mm; radial artery %.1f mm, PSV %d cm/s" % (
            r.uniform(1.4, 3.5), r.uniform(1.8, 4.0), r.uniform(2.5, 5.0), r.uniform(1.5, 3.2), r.randrange(40, 110)))
    d.ln("  Basilic vein ", pick(r, ["adequate", "small", "thrombosed"]), "; subclavian patent; no central stenosis on doppler.")
    d.ln()
    d.ln("Availability: patient away ", x.D(x.ahead(r.randrange(10, 30)), "month_d" if x.c in ("US", "Canada") else "d_month"), "-", x.D(x.ahead(r.randrange(31, 45))),
         pick(r, [" (family wedding)", " (holiday)", ""]), ". Transport: ", pick(r, ["own", [x.rel(0), " ", x.F(0), " will drive"], "hospital transport"]), ".")
    d.ln("Contact: ", ("PHONE", x.mob), " / ", x.rel(0), " ", ("PHONE", x.fam[0]["phone"]))
    d.ln()
    d.ln("---- Surgical outcome (added ", x.D(x.ahead(r.randrange(20, 50))), ") ----")
    d.ln("Seen in access clinic, ", ("LOCATION_OTHER", "Room %d" % r.randrange(1, 20)), ". Plan: ",
         pick(r, ["left radiocephalic (Brescia-Cimino) AVF", "left brachiocephalic AVF", "right radiocephalic AVF", "left brachiobasilic transposition, stage 1"]),
         " under regional block.")
    d.ln("Listed for ", x.D(x.ahead(r.randrange(40, 90))), ", ", ("LOCATION_OTHER", "Theatre %d" % r.randrange(1, 12)), ", day case on ",
         ("HOSPITAL", hospital(r, x.c, "ward")), ". Pre-op assessment ", x.D(x.ahead(r.randrange(20, 40))), ".")
    d.ln("Encounter: ", ("ACCOUNT", x.acct[1]), "   Booking ref: ", ("IDNUM", "WL" + digits(r, 7)))
    d.ln(x.surg_title, " ", ("DOCTOR", x.surg.last), " / ", ("DOCTOR", x.reg.initials.lower()), "   ", x.lic["doctor"][0], " ",
         ("LICENSE", x.lic["doctor"][1]) if chance(r, 0.4) else "(on file)")

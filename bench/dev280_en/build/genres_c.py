"""Genres: blood & JCV monitoring tracker, MRI surveillance result letter, homecare delivery record."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C
import clinical2 as C2
from case import header, signoff
from gutil import (DT, DS, plus, minus, gp_word, staff, doc, fam_mention, pt_short, audit_trail,
                   hospital_header, patient_address_block, re_line, cc_block, holiday)

TRACK_DRUGS = ["natalizumab", "alemtuzumab", "cladribine", "dimethyl fumarate", "teriflunomide", "fingolimod",
               "ocrelizumab", "ofatumumab", "diroximel fumarate"]


def monitoring_tracker(rng, n, cs):
    c = cs.country
    drug = cs.dmt if cs.dmt in TRACK_DRUGS else pick(rng, TRACK_DRUGS)
    n.line(pick(rng, ["DMT BLOOD MONITORING TRACKER", "JCV / Safety Bloods Tracker", "Monitoring spreadsheet export",
                      "MS DMT safety monitoring log", "Blood monitoring record - shared care"]))
    n.line("Drug: {d}   Schedule: {m}".format(d=C.drug_name(rng, drug), m=C.DMTS[drug]["mon"]))
    if chance(rng, 0.5):
        n.line("Patient: {p}   {ids}   DOB {d}", p=cs.pt.ref(pick(rng, ["LF", "lf", "full"])), ids=cs.id_line(rng),
               d=cs.dob_piece(rng, "system"))
    else:
        header(n, rng, cs)
    n.line("Responsible nurse: {a}   Consultant: {b}", a=cs.nurse.ref(pick(rng, ["full", "f_last", "INI"])),
           b=cs.neuro.ref(pick(rng, ["dr_last", "dr_full"])))
    n.line("Bloods taken at: {w}", w=pick(rng, [[P(cs.gp_practice, "HOSPITAL"), " (shared care)"], [P(cs.hosp, "HOSPITAL"), " phlebotomy"],
                                               ["home visit by ", P(cs.homecare, "ORGANIZATION")], [P(cs.unit, "HOSPITAL")]]))
    n.nl()
    sep = pick(rng, [" | ", "\t", "  ", " ; "])
    is_jcv = drug == "natalizumab"
    cols = ["Date", "Sample ID", "WCC", "Lymph", "Neut", "ALT", "Creat"]
    if is_jcv:
        cols += ["JCV idx"]
    if drug == "alemtuzumab":
        cols += ["Urine", "TSH"]
    cols += ["Checked", "Action"]
    n.line(sep.join(cols))
    d = minus(cs.date, rng.randint(200, 700))
    step = {"alemtuzumab": 30, "natalizumab": 91, "cladribine": 60, "teriflunomide": 56}.get(drug, 91)
    for i in range(rng.randint(5, 9)):
        ly = round(rng.uniform(0.25, 2.4), 2)
        cells = [DT(rng, cs, d, pick(rng, ["full", "system", "system"])), P(phi.idnum(rng, "specimen"), "IDNUM"),
                 "%.1f" % rng.uniform(3.0, 9.5), "%.2f" % ly, "%.1f" % rng.uniform(1.5, 6.5), str(rng.randint(10, 110)),
                 str(rng.randint(50, 105))]
        if is_jcv:
            idx, st = C.jcv_result(rng)
            cells.append("%.2f" % idx if chance(rng, 0.6) else "-")
        if drug == "alemtuzumab":
            cells += [pick(rng, ["NAD", "NAD", "blood +", "prot tr"]), "%.2f" % rng.uniform(0.3, 5.5)]
        who = pick(rng, [cs.nurse, cs.nurse2])
        cells.append(P(who.initials(False), "DOCTOR") if chance(rng, 0.7) else who.ref("first"))
        cells.append(pick(rng, ["ok", "OK - continue", "repeat 2/52", "email GP", C.lymph_grade(ly), "letter sent", "-", "chase result"]))
        n.add(join(cells, sep)).nl()
        d = plus(d, step + rng.randint(-6, 9))
    n.nl()
    if is_jcv:
        idx, st = C.jcv_result(rng)
        n.line("JCV status: {st} (index {i}); duration of natalizumab {m} months; prior IS: {p}.",
               st=st, i="%.2f" % idx, m=str(rng.randint(6, 96)), p=pick(rng, ["no", "yes (mitoxantrone)", "no"]))
        n.line("PML risk stratification reviewed with {d} on {dt}; {x}.", d=cs.neuro.ref("dr_last"), dt=DT(rng, cs, cs.date),
               x=pick(rng, ["continue EID q6w", "MRI every 3-4 months (abbreviated protocol)", "switch discussed", "continue q4w"]))
        n.line("Samples sent to {lab}, kit ref {k}; results via {u}.", lab=P(cs.lab, "ORGANIZATION"), k=P(phi.idnum(rng, "jcv"), "IDNUM"),
               u=P(phi.url(rng), "URL"))
    if chance(rng, 0.6):
        n.line("Comments: {t}", t=pick(rng, [
            ["lymphs dipped to grade 2 in ", DS(cs, minus(cs.date, rng.randint(60, 200)), pick(rng, ["month_year", "mon_year"])),
             "; recovered. Patient aware."],
            ["ALT 3x ULN on ", DT(rng, cs, minus(cs.date, rng.randint(30, 120))), " - repeat normal. Discussed with ",
             cs.neuro.ref("dr_last"), "."],
            ["missed monitoring in ", DS(cs, minus(cs.date, rng.randint(90, 300)), "month_year"), " (on holiday in ",
             P(pick(rng, PL.COUNTRIES), "COUNTRY"), ")."],
            ["results faxed to ", P(cs.gp_practice, "HOSPITAL"), " on ", P(cs.gp_fax, "FAX"), "."],
            ["reminder texts go to ", P(cs.phone_mob, "PHONE"), " 1 week before due."]]))
    n.line("Next due: {d}", d=DT(rng, cs, plus(cs.date, rng.randint(20, 95))))
    if chance(rng, 0.5):
        n.line("Last updated {d} by {u}", d=DT(rng, cs, cs.date, "system"), u=P(cs.nurse.username(rng), "USERNAME"))


def mri_letter(rng, n, cs):
    c = cs.country
    hospital_header(n, rng, cs, pick(rng, ["MS Nurse Team", "Neuroinflammation Service", "Department of Neurology - MS Service"]))
    n.nl()
    ld = plus(cs.date, rng.randint(2, 12))
    n.line("Date: {d}", d=DT(rng, cs, ld, "letter"))
    if chance(rng, 0.5):
        n.line("Our ref: {a}/{b}", a=P(cs.nurse.initials(False), "DOCTOR"), b=pick(rng, ["ms", "MRI", "jcv", "nv"]))
    n.nl()
    to_pt = chance(rng, 0.6)
    if to_pt:
        n.line("PRIVATE & CONFIDENTIAL")
        patient_address_block(n, rng, cs, country_line=chance(rng, 0.1))
    else:
        n.add(cs.gp.ref("dr_full")).nl()
        n.add(P(cs.gp_practice, "HOSPITAL")).nl()
        n.add(cs.gp_place.block(rng)).nl()
    n.nl()
    if not to_pt or chance(rng, 0.5):
        re_line(n, rng, cs)
        n.nl()
    md = minus(cs.date, rng.randint(5, 40))
    prior = minus(md, rng.randint(150, 500))
    acc = phi.idnum(rng, "accession")
    if to_pt:
        n.line("Dear {n},", n=cs.pt.ref(pick(rng, ["title_last", "first", "title_last"])))
        n.nl()
        n.line("I am writing with the results of your MRI scan of the {what}, done on {d} at {h} (ref {a}).",
               what=pick(rng, ["brain", "brain and neck (cervical spine)", "brain and whole spine"]), d=DT(rng, cs, md, "letter"),
               h=P(pick(rng, [cs.hosp, cs.hosp2]), "HOSPITAL"), a=P(acc, "IDNUM"))
    else:
        n.line("Dear {g},", g=cs.gp.ref(pick(rng, ["dr_last", "first"])))
        n.nl()
        n.line("{p} had a surveillance MRI on {d} (accession {a}) as part of routine monitoring on {dr}.",
               p=cs.pt.ref(pick(rng, ["title_last", "title_full", "full"])), d=DT(rng, cs, md), a=P(acc, "IDNUM"),
               dr=C.drug_name(rng, cs.dmt))
    n.nl()
    n.line("Scanner/protocol: {s}; {p}; {g}.".format(s=pick(rng, C2.SCANNERS), p=pick(rng, C2.PROTOCOLS), g=pick(rng, C2.CONTRAST)))
    n.line("Compared with previous study dated {d}.", d=DT(rng, cs, prior))
    kind = rng.random()
    if kind < 0.6:
        n.line("Report: " + pick(rng, C2.MRI_STABLE))
        n.nl()
        n.line(pick(rng, ["This is reassuring and means your treatment appears to be working well.",
                          "In summary the scan is stable, with no sign of new MS activity.",
                          "No change to treatment is needed."]))
    elif kind < 0.95:
        n.line("Report: " + pick(rng, C2.MRI_ACTIVE))
        n.nl()
        n.line("The scan shows some new inflammation. {d} would like to discuss treatment options; we have booked a clinic "
               "appointment on {ap} at {t}.", d=cs.neuro.ref(pick(rng, ["dr_last", "dr_full"])),
               ap=DT(rng, cs, plus(ld, rng.randint(7, 28)), "letter"), t=C.time(rng))
    else:
        n.line("Report: " + C2.MRI_PML[0])
        n.nl()
        n.line("Natalizumab has been suspended pending CSF JCV DNA PCR (sample {s}). {d} has spoken with you by phone on {dd}.",
               s=P(phi.idnum(rng, "specimen"), "IDNUM"), d=cs.neuro.ref("dr_last"), dd=DT(rng, cs, ld))
    n.line("Reported by {r}, consultant neuroradiologist.", r=phi.Person(rng, "DOCTOR", None, c).ref(pick(rng, ["dr_full", "dr_last"])))
    n.nl()
    if chance(rng, 0.6):
        n.line("Your next scan is due around {d}; radiology will write to you with a date.",
               d=DS(cs, plus(md, pick(rng, [120, 182, 365])), pick(rng, ["month_year", "mon_year"])))
    if to_pt:
        n.line("If you have any questions please call the MS nurses on {p} or email {e}.", p=P(cs.hosp_phone, "PHONE"),
               e=P(cs.team_email, "EMAIL"))
        if chance(rng, 0.3):
            n.line("You can also view your results on the patient portal: {u}", u=P(cs.url, "URL"))
    n.nl()
    n.line(pick(rng, ["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,"]))
    n.nl()
    n.add(cs.nurse.ref("full"), cs.nurse.cred).nl()
    n.line(cs.nurse.jobtitle)
    if chance(rng, 0.4):
        n.line("On behalf of {d}", d=cs.neuro.ref("dr_full"))
    n.nl()
    cc_block(n, rng, cs)
    if chance(rng, 0.3):
        n.line("Dictated {d} / typed {t}  {i}/{j}", d=DT(rng, cs, ld, "system"), t=DT(rng, cs, plus(ld, 1), "system"),
               i=P(cs.nurse.initials(False), "DOCTOR"), j=P(phi.Person(rng, "DOCTOR", None, c).initials(False).lower(), "DOCTOR"))


def homecare_delivery(rng, n, cs):
    c = cs.country
    drug = cs.dmt if cs.dmt in C2.HOMECARE_ITEMS else pick(rng, sorted(C2.HOMECARE_ITEMS))
    org = cs.homecare
    n.line("{o}", o=P(org, "ORGANIZATION"))
    n.line(pick(rng, ["HOMECARE DELIVERY RECORD", "Proof of Delivery / Delivery Note", "Homecare dispatch & delivery confirmation",
                      "DELIVERY MANIFEST - PATIENT COPY"]))
    if chance(rng, 0.5):
        n.line("Customer services {p} | {e}", p=P(phi.phone(rng, c, tollfree=True), "PHONE"),
               e=P("deliveries@%s" % pick(rng, PL.EMAIL_DOMAINS), "EMAIL"))
    n.nl()
    acct = phi.account(rng, "homecare")
    n.line("Patient: {p}   Account: {a}", p=cs.pt.ref(pick(rng, ["full", "title_full", "LF"])), a=P(acct, "ACCOUNT"))
    n.line("DOB: {d}   Hospital no: {m}", d=cs.dob_piece(rng), m=P(cs.mrn, "MRN"))
    n.line("Delivery address: {a}", a=cs.addr.inline(rng))
    if chance(rng, 0.4):
        n.line("Access notes: {x}", x=pick(rng, [["key safe code given verbally; side gate, blue door"],
                                                  ["leave with neighbour ", phi.Person(rng, "FAMILY", None, c).ref("full"),
                                                   " at no. ", str(rng.randint(1, 90))],
                                                  ["ring mobile on arrival ", P(cs.phone_mob, "PHONE")],
                                                  ["flat above ", P(pick(rng, PL.EMPLOYERS), "ORGANIZATION"), ", buzzer 2"]]))
    n.line("Contact: {p}  alt {q}", p=P(cs.phone_mob, "PHONE"), q=P(cs.phone_home, "PHONE"))
    n.line("Prescriber: {d}   Referring centre: {h}", d=cs.neuro.ref(pick(rng, ["dr_full", "dr_last"])), h=P(cs.hosp, "HOSPITAL"))
    n.line("Prescription no: {r}   Order: {o}", r=P(phi.idnum(rng, "hcrx"), "IDNUM"), o=P(phi.idnum(rng, "order"), "IDNUM"))
    n.nl()
    dd = cs.date
    n.line("Delivery date: {d}   Slot: {s}", d=DT(rng, cs, dd, pick(rng, ["full", "letter", "system"])),
           s=pick(rng, ["08:00-12:00", "AM", "12:00-18:00", "PM", "all day", "07:00-13:00"]))
    n.line("Items:")
    for it in rng.sample(C2.HOMECARE_ITEMS[drug], 1) + rng.sample(C2.ANCILLARY, rng.randint(1, 3)):
        n.line("  - " + it)
    n.line(pick(rng, C2.COLD_CHAIN))
    if C.DMTS[drug]["route"] == "SC" or chance(rng, 0.3):
        n.line("Temperature logger: {l}   Pharmacy fridge supplied SN {f}", l=P(phi.device_serial(rng, "logger"), "DEVICE"),
               f=P(phi.device_serial(rng, "fridge"), "DEVICE"))
    n.nl()
    drv = phi.Person(rng, "DOCTOR", None, c)
    n.line("Driver: {d}   Vehicle reg: {v}   Route {r}", d=drv.ref(pick(rng, ["full", "first", "f_last"])),
           v=P(phi.plate(rng, c), "VEHICLE"), r=str(rng.randint(1, 60)))
    rec = rng.randrange(4)
    if rec == 0:
        n.line("Received by: patient ({p}) at {t}; photo ID not required.", p=cs.pt.ref(pick(rng, ["full", "initials", "last"])), t=C.time(rng))
    elif rec == 1:
        n.line("Received by: {f} ({r}) at {t}.", f=cs.fam.ref("full"), r=cs.rel, t=C.time(rng))
    elif rec == 2:
        n.line("Failed delivery {t} - no answer; card left. Redelivery booked {d}.", t=C.time(rng),
               d=DT(rng, cs, plus(dd, rng.randint(1, 3))))
    else:
        n.line("Signature captured (e-POD). Fingerprint confirmation ID {b}.", b=P(phi.bioid(rng, "fp"), "BIOID"))
    if chance(rng, 0.25):
        n.line("NB {h} - depot closed; this delivery brought forward from {d}.", h=holiday(rng, cs),
               d=DS(cs, plus(dd, rng.randint(1, 4)), pick(rng, ["wd_long", "wd_short", "num", "day_mon"])))
    if chance(rng, 0.5):
        n.line("Stock check: {k} pens/packs remaining at home; next delivery due {d}.", k=str(rng.randint(0, 4)),
               d=DT(rng, cs, plus(dd, pick(rng, [28, 56, 84]))))
    if chance(rng, 0.5):
        n.line("Homecare nurse visit: {h} - {x}", h=phi.Person(rng, "DOCTOR", None, c).ref(pick(rng, ["full", "first"])),
               x=pick(rng, ["injection technique observed, good.", "site rotation reinforced (abdomen/thighs).",
                            "sharps collection arranged.", "not required this cycle."]))
    if chance(rng, 0.4):
        n.line("Clinical pharmacist check: {p} ({lab} {l}) {d}", p=phi.Person(rng, "DOCTOR", None, c).ref("full"),
               lab=phi.LICENSE_LABEL[(c, "pharm")], l=P(phi.license_for(rng, c, "pharm"), "LICENSE"), d=DT(rng, cs, minus(dd, 1), "system"))
    n.line("Track online: {u}", u=P("https://%s/track/%s" % (pick(rng, ["homecare.example.com", "deliveries.example.net"]),
                                                              phi.digits(rng, 8)), "URL"))

"""Genre (own choice): inpatient discharge summary."""
import dt
import ids
import clin
import common
from nb import P

GENRE = "discharge_summary"
CASE_ARGS = dict(min_days=80, max_days=365 * 12, palate=0.6)


def write(nb, c):
    rng = c.rng
    adm = c.enc
    los = rng.choice([1, 1, 2, 2, 3, 4, 6])
    dis = dt.add(adm, los)
    y = c.years()
    if y < 1 and c.dx[4]:
        proc = "Primary cleft lip repair"
    elif y < 3 and c.dx[3]:
        proc = "Cleft palate repair"
    elif y >= 8 and c.dx[5]:
        proc = "Alveolar bone graft"
    elif c.dx[3]:
        proc = rng.choice(["Hynes pharyngoplasty", "Buccinator myomucosal flap", "Palatal fistula repair",
                           "Re-repair of soft palate (Sommerlad)"])
    else:
        proc = rng.choice(["Lip revision", "Lip revision and nasal tip correction", "Primary cleft lip repair"])
    nb.t(c.sp(rng.choice(["ELECTRONIC DISCHARGE SUMMARY\n", "Inpatient Discharge Letter\n", "DISCHARGE SUMMARY\n"]),
              "DISCHARGE SUMMARY\n"))
    nb.f("{h} | {w}", h=P(c.hosp, "HOSPITAL"), w=P(c.ward, "HOSPITAL"))
    if rng.random() < 0.6:
        nb.f(" | Bed {b}", b=P(str(rng.randint(1, 30)), "LOCATION_OTHER"))
    nb.t("\n")
    common.pt_block(nb, c, variant=rng.choice([0, 2, 3]), age=True)
    nb.f("Episode no.: {a}\n", a=P(c.id("acct"), "ACCOUNT"))
    if c.us and rng.random() < 0.75:
        g = rng.choice(["mum", "dad"])
        nb.f("Guarantor: {n} ({r})   SSN {s}\n", n=c.fam(g, "full"), r="mother" if g == "mum" else "father",
             s=P(ids.ssn(rng, "US"), "SSN"))
    elif c.country == "IE" and rng.random() < 0.5:
        nb.f("PPSN: {s}\n", s=P(c.id("ssn"), "SSN"))
    nb.f("Admitted: {d} {t}   Discharged: {d2} {t2}   LOS {l} day{s}\n", d=c.d(adm), t=common.hhmm(rng), d2=c.d(dis),
         t2=common.hhmm(rng), l=str(los), s="" if los == 1 else "s")
    sur = c.st("surgeon")
    nb.f("Consultant: {t} {n}   Specialty: {sp}\n", t=sur.title, n=c.staff_name("surgeon", "full"),
         sp=c.sp("Plastic Surgery (Cleft)", "Plastic Surgery - Craniofacial"))
    gp = c.st("gp")
    nb.f("GP: {t} {g}, {pr}", t=gp.title, g=c.staff_name("gp", "il"), pr=P(c.practice, "HOSPITAL"))
    if rng.random() < 0.5:
        nb.f("  Fax {f}", f=c.fax(place=c.practice_place))
    nb.t("\n\n")
    nb.f("Diagnosis: {dx}", dx=c.dx[0])
    if c.syndrome:
        nb.f("; {s}", s=c.syndrome)
    nb.f("\nProcedure: {p} on {d}\n", p=proc, d=c.d(adm))
    nb.t("Allergies: " + rng.choice(["NKDA", "No known drug allergies", "Penicillin - rash", "Elastoplast (skin reaction)"]) + "\n")
    nb.t("\nCLINICAL SUMMARY\n")
    nb.f("{n} ", n=c.pt_name("first"))
    nb.emit(rng.choice([["(", c.age_frag(), ") "], [""]]))
    nb.t(rng.choice([
        "was admitted electively for %s. Surgery was uncomplicated. " % proc.lower(),
        "was admitted on the morning of surgery. Procedure as per operation note. "] +
        (["had a day-case admission converted to overnight stay for oxygen saturation monitoring. "] if los == 1 else [])))
    common_po = ["Post-op: required morphine x2 on the first night, thereafter paracetamol and ibuprofen only. ",
                 "Post-op: pyrexia 38.4 C on day 1, CXR clear, resolved without antibiotics. "]
    if y < 2:
        po = common_po + ["Post-op: desaturations to 88% while asleep on night 1, managed with nasopharyngeal airway for 12 h. ",
                          "Post-op: slow to feed initially; feeding well by day 2 with squeezy bottle. "]
    elif proc == "Alveolar bone graft":
        po = common_po + ["Post-op: mild oozing from the donor site, settled with pressure. ",
                          "Post-op: hip pain limiting mobility day 1; physio reviewed, walking independently day 2. "]
    else:
        po = common_po + ["Post-op: snoring noted overnight, saturations maintained above 94%. ",
                          "Post-op: eating soft diet by day 1. "]
    nb.t(rng.choice(po))
    nb.t("Palate intact on inspection. " if "alate" in proc or "pharyngo" in proc.lower() else
         ("Donor site healing well. " if proc == "Alveolar bone graft" else "Wound clean at discharge. "))
    nb.f("Seen by cleft CNS {n} before discharge.\n", n=c.staff_name("cns", "full"))
    if rng.random() < 0.4:
        nb.f("Bloods {d}: Hb 112 g/L, WCC 9.8, Plt 310, CRP 14. Group & save {s}.\n", d=c.d(adm),
             s=P(ids.idnum(rng, "specimen"), "IDNUM"))
    nb.t("\nDISCHARGE MEDICATIONS\n")
    nb.t("Drug                               Dose                              Route        Freq          Duration\n")
    meds = [clin.DRUGS[0], clin.DRUGS[1]]
    if rng.random() < 0.6:
        meds.append(rng.choice([clin.DRUGS[2], clin.DRUGS[3]]))
    if rng.random() < 0.3:
        meds.append(clin.DRUGS[4])
    if proc == "Alveolar bone graft":
        meds.append(clin.DRUGS[5])
    if y < 1 and rng.random() < 0.4:
        meds.append(clin.DRUGS[8])
    for dname, dose, route, freq, note in meds:
        if c.us:
            dname = clin.US_DRUGS.get(dname, dname)
        nb.t("%-34s %-33s %-12s %-13s %s\n" % (dname, dose, route, freq, note or "as needed"))
    nb.f("Pharmacist screened: {p}\n", p=c.staff_name("pharm", "il"))
    nb.t("\nFOLLOW-UP\n")
    nb.f("- Wound check by practice nurse at {pr} on {d}.\n", pr=P(c.practice, "HOSPITAL"),
         d=c.dw(dt.add(dis, rng.randint(5, 10))))
    nb.f("- Cleft clinic with {t} {s} {d}.\n", t=sur.title, s=c.staff_name("surgeon", "last"),
         d=c.d(dt.add(dis, rng.choice([14, 21, 42, 90]))))
    nb.t("- Return if: bleeding, fever > 38.5, not drinking, breathing difficulty.\n")
    nb.f("- Ward phone (24 h): {t}\n", t=c.phone())
    if rng.random() < 0.4:
        nb.f("- Discharge info on portal: {u}\n", u=P(ids.url(rng, "portal"), "URL"))
    who = rng.choice(["registrar", "ward_nurse", "cns"])
    nb.f("\nCompleted by: {n}, {r} (user {u}) {d} {t}\n", n=c.staff_name(who, "full"), r=c.st(who).role,
         u=P(c.st(who).user, "USERNAME"), d=c.d(dis), t=common.hhmm(rng))
    if rng.random() < 0.5:
        nb.f("Copy sent electronically to {pr}; paper copy to parents ({m}).\n", pr=P(c.practice, "HOSPITAL"),
             m=c.fam("mum", "full"))

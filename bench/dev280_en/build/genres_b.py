"""Genres: DMT initiation checklist, infusion unit day record."""
from core import P, pick, chance, join
import phi
import pools_places as PL
import clinical as C
import clinical2 as C2
from case import header, signoff
from gutil import DT, DS, plus, minus, gp_word, staff, doc, fam_mention, pt_short, audit_trail


def _tick(rng):
    return pick(rng, ["[x]", "[X]", "☑", "Y", "(/)", "[✓]"])


def dmt_initiation(rng, n, cs):
    c = cs.country
    drug = cs.dmt
    info = C.DMTS[drug]
    n.line(pick(rng, ["DMT INITIATION CHECKLIST", "Disease-Modifying Therapy - Pre-treatment Checklist",
                      "NEW DMT START: SCREENING & CONSENT", "DMT commencement proforma (nurse)"]))
    n.line("Therapy: {b} ({g}) - {d}".format(b=info["brand"], g=drug, d=info["dose"]))
    n.nl()
    header(n, rng, cs)
    n.line("Consultant: {d}      MS nurse: {m}", d=cs.neuro.ref(pick(rng, ["dr_full", "dr_last", "prof_last"])),
           m=staff(rng, cs.nurse))
    mdt = minus(cs.date, rng.randint(14, 70))
    n.line("MDT decision: {d} ({why})", d=DT(rng, cs, mdt),
           why=pick(rng, ["highly active RRMS", "2 relapses in 12 months + new T2 lesions", "treatment failure on " + C.drug_name(rng, cs.prev_dmt),
                          "new diagnosis, poor prognostic features", "active SPMS", "switch for safety (JCV+)"]))
    fv = rng.randrange(5)
    if c == "UK":
        n.line("Funding: Blueteq form {r} submitted {d1}, approved {d2} (NHS England criteria met).",
               r=P(phi.idnum(rng, "funding"), "IDNUM"), d1=DT(rng, cs, plus(mdt, 2)), d2=DT(rng, cs, plus(mdt, rng.randint(3, 12))))
    elif c == "US":
        n.line("Insurance: {ins}, Member ID {m}, Group {g}. PA # {r} approved {d}.", ins=P(cs.insurer, "ORGANIZATION"),
               m=P(cs.plan, "HEALTHPLAN"), g=P(cs.group, "HEALTHPLAN"), r=P(phi.idnum(rng, "funding"), "IDNUM"),
               d=DT(rng, cs, plus(mdt, rng.randint(5, 20))))
    elif c == "AU":
        n.line("PBS Authority approval no. {r} (streamlined code not applicable) - {d}. Medicare {m}.",
               r=P(phi.idnum(rng, "funding"), "IDNUM"), d=DT(rng, cs, plus(mdt, 4)), m=P(cs.plan, "HEALTHPLAN"))
    elif c == "CA":
        n.line("Coverage: provincial EAP request {r} submitted {d}; private plan {ins} cert. {m}.",
               r=P(phi.idnum(rng, "funding"), "IDNUM"), d=DT(rng, cs, plus(mdt, 3)), ins=P(cs.insurer, "ORGANIZATION"),
               m=P(phi.healthplan(rng, "US"), "HEALTHPLAN"))
    else:
        n.line("High Tech Drug scheme: approved {d}, ref {r}. LTI/medical card: {m}.", d=DT(rng, cs, plus(mdt, 6)),
               r=P(phi.idnum(rng, "funding"), "IDNUM"), m=P(cs.plan, "HEALTHPLAN"))
    n.nl()
    n.line(pick(rng, ["PRE-TREATMENT SCREENING", "Screening bloods / investigations:", "Baseline work-up"]))
    sd = minus(cs.date, rng.randint(10, 50))
    samp = phi.idnum(rng, "specimen")
    rows = rng.sample(C.SCREEN, rng.randint(6, 10))
    for test, res in rows:
        if chance(rng, 0.45):
            n.line("{t} {name}: {r}   ({d})", t=_tick(rng), name=test, r=pick(rng, res), d=DT(rng, cs, sd, pick(rng, ["full", "system"])))
        elif chance(rng, 0.4):
            n.line("{t} {name}: {r}   lab no {s}", t=_tick(rng), name=test, r=pick(rng, res),
                   s=P(phi.idnum(rng, "specimen"), "IDNUM"))
        else:
            n.line("{t} {name}: {r}", t=_tick(rng), name=test, r=pick(rng, res))
    if drug in ("natalizumab",) or chance(rng, 0.3):
        idx, st = C.jcv_result(rng)
        n.line("{t} JCV antibody (STRATIFY JCV DxSelect): {st}, index {i} - sample {s} sent to {lab} {d}",
               t=_tick(rng), st=st, i="%.2f" % idx, s=P(phi.idnum(rng, "jcv"), "IDNUM"), lab=P(cs.lab, "ORGANIZATION"),
               d=DT(rng, cs, sd))
    md = minus(cs.date, rng.randint(20, 120))
    n.line("{t} Baseline MRI brain: {d}, accession {a} - {r}", t=_tick(rng), d=DT(rng, cs, md),
           a=P(phi.idnum(rng, "accession"), "IDNUM"), r=pick(rng, C2.MRI_STABLE + C2.MRI_ACTIVE))
    n.line("{t} Vaccinations: {v}", t=_tick(rng), v="; ".join(rng.sample(C.VACCINES, 2)))
    if info["cls"] == "S1P":
        n.line("{t} First-dose cardiac monitoring booked: {d} at {u} (ECG pre/post, hourly HR/BP).", t=_tick(rng),
               d=DT(rng, cs, plus(cs.date, 7)), u=P(cs.unit, "HOSPITAL"))
        n.line("{t} Ophthalmology/OCT referral ({h}) for 3-4 month macular check.", t=_tick(rng), h=P(cs.hosp2, "HOSPITAL"))
    if drug == "alemtuzumab":
        n.line("{t} Dental check and HPV screening up to date; listeria diet advice given.", t=_tick(rng))
    if drug == "eculizumab":
        n.line("{t} Meningococcal vaccines: MenACWY {d1}, MenB {d2}; REMS enrolment {r}.", t=_tick(rng),
               d1=DT(rng, cs, minus(cs.date, 30)), d2=DT(rng, cs, minus(cs.date, 28)), r=P(phi.idnum(rng, "rems"), "IDNUM"))
    n.nl()
    n.line(pick(rng, ["COUNSELLING", "Education / consent:", "Discussed with patient:"]))
    for s in rng.sample([
        "PML risk explained (JCV status, duration, prior immunosuppression) - written info given",
        "Infection risk, herpes/shingles symptoms, when to seek help",
        "Contraception: " + pick(rng, ["LARC (Mirena) in situ", "COCP", "not applicable", "partner vasectomy"]),
        "Pregnancy: not currently planning; to inform team before trying",
        "Live vaccines to be avoided during treatment",
        "Monitoring schedule explained: " + info["mon"],
        "Administration: " + info["alt"],
        "Patient alert card given and explained",
        "Skin checks annually (basal cell carcinoma risk with S1P)" if info["cls"] == "S1P" else "Hydration and IRR symptoms explained",
    ], rng.randint(4, 7)):
        n.line("  {t} {s}", t=_tick(rng), s=s)
    n.line("Consent form signed {d}; witnessed by {w}.", d=DT(rng, cs, minus(cs.date, rng.randint(0, 5))), w=staff(rng, cs.nurse2))
    n.nl()
    n.line("LOGISTICS")
    if info["route"] in ("IV",):
        n.line("First infusion: {d} at {u}, {h}; chair {ch}.", d=DT(rng, cs, plus(cs.date, rng.randint(7, 30)), "letter"),
               u=P(cs.unit, "HOSPITAL"), h=P(cs.hosp, "HOSPITAL"), ch=P(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    else:
        n.line("Supply: {hc} registration sent {d}; patient account {a}; first delivery {d2}.",
               hc=P(cs.homecare, "ORGANIZATION"), d=DT(rng, cs, cs.date), a=P(phi.account(rng, "homecare"), "ACCOUNT"),
               d2=DT(rng, cs, plus(cs.date, rng.randint(5, 15))))
        if info["route"] == "SC":
            n.line("Injection training: {w} with homecare nurse {h} at home address.", w=DT(rng, cs, plus(cs.date, 10), "full"),
                   h=phi.Person(rng, "DOCTOR", None, c).ref("full"))
    n.line("Delivery/contact address confirmed: {a}", a=cs.addr.inline(rng))
    n.line("Preferred phone: {p}   Email: {e}", p=P(cs.phone_mob, "PHONE"), e=P(cs.email, "EMAIL"))
    n.line("{gp} informed: {g} ({pr})", gp=gp_word(cs), g=doc(rng, cs.gp), pr=P(cs.gp_practice, "HOSPITAL"))
    n.nl()
    n.line("Checklist completed by: {a}   Date: {d}", a=staff(rng, cs.nurse), d=DT(rng, cs, cs.date))
    n.line("Prescriber: {p}  {lab} {lic}", p=cs.neuro.ref("dr_full"), lab=cs.neuro.lic_label, lic=P(cs.neuro.lic, "LICENSE"))
    if chance(rng, 0.4):
        audit_trail(n, rng, cs)


def infusion_day(rng, n, cs):
    c = cs.country
    drug = C.pick_infusion_dmt(rng, c)
    info = C.DMTS[drug]
    n.line("{u}  -  {h}", u=P(cs.unit, "HOSPITAL"), h=P(cs.hosp, "HOSPITAL"))
    n.line(pick(rng, ["INFUSION DAY RECORD", "Day Unit Infusion Record - Neurology", "Ambulatory infusion nursing record",
                      "INFUSION CHART / NURSING NOTE"]))
    loc = rng.randrange(3)
    n.line("Date: {d}   Arrived: {t}   {loc}", d=DT(rng, cs, cs.date, pick(rng, ["full", "system"])), t=C.time(rng),
           loc=(["Chair ", P(str(rng.randint(1, 16)), "LOCATION_OTHER")] if loc == 0 else
                (["Bay ", P(str(rng.randint(1, 4)), "LOCATION_OTHER"), " bed ", P(str(rng.randint(1, 8)), "LOCATION_OTHER")] if loc == 1
                 else ["Room ", P("%d%s" % (rng.randint(1, 12), pick(rng, "ABC")), "LOCATION_OTHER")])))
    header(n, rng, cs)
    if c == "US" and chance(rng, 0.8):
        n.line("Account/FIN: {a}   Visit type: OP infusion", a=P(phi.account(rng), "ACCOUNT"))
    n.line("ID check: name/DOB verbally confirmed, wristband applied{bio}. Allergies: {al}.",
           bio=([", PatientSecure palm-vein scan matched (", P(phi.bioid(rng, "palm"), "BIOID"), ")"]
                if chance(rng, 0.55) else ""),
           al=pick(rng, ["NKDA", "penicillin (rash)", "latex", "nil known", "sulfa - hives", "chlorhexidine"]))
    n.nl()
    dose_no = rng.randint(1, 70)
    n.line("Drug: {dr} {dose}   Dose #{k}".format(dr=info["brand"] + " (" + drug + ")", dose=info["dose"].split(" every")[0], k=dose_no))
    n.line("Regimen: " + C2.RATES.get(drug, "per protocol"))
    n.line("Batch {b}  (checked x2)".format(b=pick(rng, ["H%dB%02d" % (rng.randint(1000, 9999), rng.randint(1, 40)),
                                                          "%s%d" % (pick(rng, ["AB", "KX", "NT"]), rng.randint(100000, 999999))])))
    if drug == "natalizumab":
        idx, st = C.jcv_result(rng)
        n.line("Pre-infusion: TOUCH/REMS checklist completed{r}; last JCV index {i} ({st}) on {d}.",
               r=([" - authorization ", P(phi.idnum(rng, "rems"), "IDNUM")] if c == "US" else ""),
               i="%.2f" % idx, st=st, d=DT(rng, cs, minus(cs.date, rng.randint(20, 170))))
    if drug in ("ocrelizumab", "ublituximab", "rituximab", "inebilizumab"):
        n.line("Last infusion {d}; no infections; IgG {g} g/L ({d2}).", d=DT(rng, cs, minus(cs.date, 182)),
               g="%.1f" % rng.uniform(5.0, 12.0), d2=DT(rng, cs, minus(cs.date, rng.randint(5, 30))))
    pump = pick(rng, ["Baxter Sigma Spectrum", "BD Alaris GP", "B. Braun Infusomat Space", "ICU Medical Plum 360",
                      "Fresenius Agilia VP"])
    n.line("Pump: {m}  SN {s}  asset tag {a}", m=pump, s=P(phi.device_serial(rng, "pump"), "DEVICE"),
           a=P(phi.device_serial(rng, "asset"), "DEVICE"))
    n.line("Cannula: {g} {site}, {k} attempt(s), by {who}. VIP score 0.", g=pick(rng, ["22G", "20G", "24G"]),
           site=pick(rng, ["L forearm", "R ACF", "L dorsum of hand", "R forearm"]), k=str(rng.randint(1, 3)),
           who=cs.nurse2.ref(pick(rng, ["full", "first", "INI"])))
    pm = C2.PREMEDS.get(drug, [])
    t0 = rng.randint(8, 11)
    if pm:
        n.line("Premedication:")
        for i, x in enumerate(pm[:rng.randint(2, len(pm))] if len(pm) > 1 else pm):
            n.line("  {t}  {x}  - given by {w}", t="%02d:%02d" % (t0, 5 * i), x=x, w=P(pick(rng, [cs.nurse, cs.nurse2]).initials(False), "DOCTOR"))
    if chance(rng, 0.5):
        n.line("Omnicell dispense: user {u}, fingerprint login {b}, witness {w}.", u=P(cs.nurse.username(rng), "USERNAME"),
               b=P(phi.bioid(rng, "fp"), "BIOID"), w=cs.nurse2.ref(pick(rng, ["full", "f_last"])))
    n.nl()
    n.line(pick(rng, ["Observations:", "OBS", "Vital signs:"]))
    n.line("Time   BP       HR   T     RR  SpO2  Rate(mL/h)")
    rates = ["40", "80", "200", "200", "-", "-"]
    for i in range(rng.randint(4, 6)):
        n.line("%02d:%02d  %d/%d  %-3d  %.1f  %-2d  %d%%   %s" % (t0 + i // 2, 30 * (i % 2), rng.randint(104, 142), rng.randint(60, 90),
                                                               rng.randint(58, 98), rng.uniform(36.1, 37.4), rng.randint(12, 18),
                                                               rng.randint(95, 100), rates[i] if i < len(rates) else "-"))
    n.nl()
    n.line("Reaction: " + pick(rng, C2.IRR))
    n.line("Infusion complete {t}; post-infusion obs {p}. Cannula removed intact.", t="%02d:%02d" % (t0 + 3, rng.randint(0, 59)),
           p=pick(rng, ["1 h - stable", "not required", "2 h - stable", "60 min, NAD"]))
    if chance(rng, 0.45):
        n.line("Transport: {f} collecting; visitor parking permit issued for vehicle {v}.",
               f=fam_mention(rng, cs), v=P(phi.plate(rng, c), "VEHICLE"))
    elif chance(rng, 0.3):
        n.line("Hospital transport booked via {o}, ref {r}.", o=P(pick(rng, ["Ambicare Patient Transport", "Swift PTS",
                                                                               "Riverside Community Transport"]), "ORGANIZATION"),
               r=P(phi.idnum(rng, "order"), "IDNUM"))
    nxt = plus(cs.date, {"natalizumab": pick(rng, [28, 42]), "ocrelizumab": 182, "alemtuzumab": 1}.get(drug, 14))
    n.line("Next appointment: {d} {t} at {u}.", d=DT(rng, cs, nxt, pick(rng, ["full", "letter"])), t=C.time(rng), u=P(cs.unit, "HOSPITAL"))
    if chance(rng, 0.4):
        n.line("Bloods taken today for monitoring: specimen {s} ({lab}).", s=P(phi.idnum(rng, "specimen"), "IDNUM"),
               lab=pick(rng, ["FBC, U&E, LFT", "FBC + urine dip", "IgG/IgM", "JCV serology"]))
    if chance(rng, 0.5):
        n.line("Charge capture / codes: " + "; ".join(rng.sample(C.CODES[c], 2)))
    n.nl()
    n.line("Administered by: {a}    Checked by: {b}", a=staff(rng, cs.nurse), b=staff(rng, cs.nurse2))
    if chance(rng, 0.5):
        n.line("{lab}: {l}", lab=cs.nurse.lic_label, l=P(cs.nurse.lic, "LICENSE"))
    if chance(rng, 0.4):
        audit_trail(n, rng, cs)

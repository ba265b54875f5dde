"""Own genres: vocational rehabilitation report; spasticity clinic note."""
import datetime as _dt

import blocks
import clinical
import fx
import ids
import people

CLAIM = {"UK": None, "IE": None, "US": "Workers' comp claim #", "CA": "WSIB claim no.",
         "AU": "Claim no. (WorkSafe/TAC)", "NZ": "ACC claim no."}


def vocational(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Vocational Rehabilitation Report", "Return to Work Assessment and Plan",
                                        "Vocational Rehabilitation - Initial Report"]), service="Vocational Rehabilitation")
    n.line("Client: {pt_full}   DOB: {dob}   Age: {age}")
    n.line("Address: {addr}   Mobile: {pt_phone}")
    if c["ssn"] is not None and rng.random() < 0.6:
        n.line("{ssn_label}: {ssn}")
    if CLAIM[cc]:
        n.line(CLAIM[cc] + ": {cl}", cl=(ids.digits(rng, rng.choice([8, 10, 11])), "HEALTHPLAN"))
    n.line("Referrer: {cons_dr}   Report date: {d_note}   Author: {voc_full}, " + c["voc_obj"].role)
    n.line("")
    mgr = people.Person(rng, cc, rng.choice("MF"), "FAMILY")
    hr = people.Person(rng, cc, rng.choice("MF"), "FAMILY")
    est = c.street().split(", Apt")[0].replace("Flat ", "Unit ")
    ecity, ereg, ezip = c.place()
    n.line("EMPLOYMENT DETAILS")
    n.line("Employer: {emp}")
    n.line("Worksite: {ea}", ea=c.address(est, ecity, ereg, ezip))
    n.line("Job title: {job}   Contracted hours: %d/week   Employed since: {es}" % rng.choice([16, 24, 30, 37, 38, 40, 45]),
           es=(str(c.dates["inj"].year - rng.randint(1, 25)), "DATE"))
    n.line("Line manager: {m} - {mp}", m=mgr.full(), mp=(ids.phone(rng, cc), "PHONE"))
    n.line("HR / occupational health contact: {h}, {he}", h=hr.full(),
           he=(people.email(rng, hr, rng.choice(["example.com", "example.net"])), "EMAIL"))
    n.line("Off work since {d_inj}; " + rng.choice(["on full sick pay until {sp}", "statutory sick pay only",
                                                    "income protection claim lodged", "annual leave exhausted {sp}"]) + ".",
           sp=c.D(c.after("inj", rng.randint(60, 180))))
    n.line("")
    n.line("JOB DEMANDS")
    for d in rng.sample(["standing up to 6 h per shift", "lifting up to 20 kg", "driving company vehicle (reg {plate})",
                         "working at heights / ladders", "customer-facing communication", "report writing and email",
                         "operating machinery", "shift work including nights", "multi-tasking under time pressure",
                         "using a computer 7 h/day"], 4):
        n.line("- " + d)
    n.line("")
    n.line("CURRENT FUNCTION")
    n.line("Residual: " + fx.join_en(fx.deficits(c)) + ". " + fx.scores_line(c, "now") + ".")
    n.line("Neuropsychology ({psych_dr}): " + rng.choice(["processing speed 5th percentile; fatigue limits sustained work",
                                                           "memory adequate with external aids", "executive difficulties in novel tasks"]) + ".")
    n.line("")
    n.line("WORKPLACE VISIT")
    n.line("Visited {emp} on {wv} with {pt_first}; met {mf}. " + rng.choice([
        "Workstation assessed; noisy open-plan office.", "Site hazards reviewed with the safety officer.",
        "Duties that can be modified were identified.", "Employer supportive; car park space near entrance offered."]),
        wv=c.Dwd(c.after("note", -rng.randint(2, 10))), mf=mgr.given())
    n.line("")
    n.line("GRADED RETURN-TO-WORK PLAN")
    n.line("%-8s %-22s %-10s %s" % ("Week", "Starting", "Hours", "Duties"))
    start = c.after("dc", rng.randint(14, 60))
    hrs = [rng.choice([6, 8, 9]), rng.choice([10, 12]), rng.choice([15, 16]), rng.choice([20, 24]), rng.choice([30, 32])]
    duties = ["observation/shadowing", "admin only", "modified duties", "usual duties - no driving", "usual duties"]
    for i in range(rng.randint(3, 5)):
        dd = start + _dt.timedelta(days=7 * i)
        n.line("%-8s {d}{pad} %-10s %s" % (str(i + 1), "%d h" % hrs[i], duties[i]), d=c.D(dd),
               pad=" " * max(1, 23 - len(c.D(dd)[0])))
    n.line("")
    n.line("RECOMMENDED ADJUSTMENTS")
    for a in rng.sample(["rest breaks every 90 min", "no night shifts for 3 months", "written task lists",
                         "noise-cancelling headphones", "no driving for work until cleared", "parking close to entrance",
                         "work from home 1 day/week", "buddy for first 2 weeks",
                         "funding via " + rng.choice(clinical.PUBLIC_BODIES[cc])], 4):
        n.line("- " + a)
    n.line("")
    n.line("Medical certificate: {gp_dr} ({gp_prac}) - unfit until {fu}.", fu=c.D(start))
    n.line("Review: {rv} with {pt_first}, {m2} and {voc_first}.", rv=c.D(c.after("dc", 70)), m2=mgr.full())
    blocks.sign(n, c, "voc", lic=rng.random() < 0.5)
    blocks.footer(n, c)


MUSCLES_UL = ["biceps brachii", "brachialis", "brachioradialis", "flexor carpi radialis", "flexor carpi ulnaris",
              "FDS", "FDP", "flexor pollicis longus", "pectoralis major", "adductor pollicis"]
MUSCLES_LL = ["gastrocnemius (medial)", "gastrocnemius (lateral)", "soleus", "tibialis posterior",
              "flexor digitorum longus", "hamstrings", "rectus femoris", "hip adductors"]
TOXINS = [("Botox (onabotulinumtoxinA)", 400, "C"), ("Dysport (abobotulinumtoxinA)", 1500, "X"),
          ("Xeomin (incobotulinumtoxinA)", 400, "")]


def spasticity(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    blocks.letterhead(n, c, rng.choice(["Spasticity Clinic - Procedure Note", "Botulinum Toxin Injection Record",
                                        "Spasticity Management Clinic"]), service="Spasticity Service")
    blocks.id_block(n, c, addr=rng.random() < 0.5, bed=False, acct=rng.random() < 0.5)
    n.line("Clinic date: {d_note}   Clinic room {room}, {building}")
    n.line("Clinician: {cons_name}; nurse {nurse_full}" + ("; physio {physio_full}" if rng.random() < 0.6 else ""))
    n.line("Accompanied by: {nok_full} ({nok_rel})" if rng.random() < 0.7 else "Attended alone (hospital transport).")
    n.line("")
    since = (c.dates["note"] - c.dates["inj"]).days
    prev = ["Toxin naive."]
    if since > 130:
        prev = ["Previous injections: {pi}.", "Last injection {pi} - good effect for 10 weeks."]
    n.line("Background: " + pr["dx_short"] + " ({d_inj}); " + clinical.hemi(pr) + ". " + rng.choice(prev),
           pi=c.D(c.after("note", -rng.randint(84, min(120, since - 5)))) if since > 130 else None)
    n.line("Patient/carer goals (GAS): " + fx.join_en(rng.sample(["ease of hand hygiene", "splint tolerance overnight",
                                                                "reduce toe curling when walking", "reduce pain",
                                                                "easier dressing for carers", "heel strike in gait"], 2)) + ".")
    n.line("")
    n.line("ASSESSMENT")
    for m in rng.sample(MUSCLES_UL + MUSCLES_LL, 4):
        n.line("- %s: MAS %s; Tardieu R1 %d deg, R2 %d deg" % (m, rng.choice(["1+", "2", "3"]), rng.randint(30, 90), rng.randint(100, 150)))
    n.line("Skin: " + rng.choice(["palmar maceration", "intact", "pressure mark from AFO strap"]) + ". Pain %d/10." % rng.randint(0, 8))
    n.line("")
    tox, dose, pre = rng.choice(TOXINS)
    n.line("PROCEDURE")
    n.line("Consent: " + rng.choice(["written, consent form 4", "verbal + written; {nok_first} present",
                                     "best interests (lacks capacity) - discussed with {nok_full}"]) + ".")
    n.line("Product: %s, total %d units; dilution %s; batch %s%s, expiry %02d/%d." %
           (tox, dose, rng.choice(["100 U/mL", "200 U/2.5 mL", "500 U/2.5 mL"]), pre, ids.digits(rng, 4) + ids.letters(rng, 1) +
            ids.digits(rng, 1), rng.randint(1, 12), c.dates["note"].year + rng.randint(1, 2)))
    n.line("Guidance: " + rng.choice(["ultrasound", "EMG", "electrical stimulation", "ultrasound + e-stim"]) + ".")
    n.line("%-30s %s" % ("Muscle", "Dose"))
    for m in rng.sample(MUSCLES_UL if rng.random() < 0.5 else MUSCLES_LL, 4):
        n.line("%-30s %d units" % (m, rng.choice([25, 50, 75, 100, 150])))
    n.line("No immediate complications.")
    dev = pr["device"]
    if since > 60 and rng.random() < 0.6:
        pump = rng.choice(clinical.PUMPS)
        n.line("")
        n.line("INTRATHECAL BACLOFEN")
        n.line("%s, serial no. {serial}; implanted {ii} at {acute}." % pump,
               ii=c.D(c.after("inj", rng.randint(1, max(2, since - 3)))))
        n.line("Refill: %d mL of %d mcg/mL; dose %d mcg/day simple continuous. Reservoir volume before refill %.1f mL." %
               (rng.choice([20, 40]), rng.choice([500, 1000, 2000]), rng.randrange(90, 600, 10), rng.uniform(2.0, 6.5)))
        n.line("Low reservoir alarm date: {la}. Elective replacement indicator: {eri}.",
               la=c.D(c.after("note", rng.randint(60, 120))), eri=c.D(c.after("note", rng.randint(500, 1500)), "month_year"))
    n.line("")
    n.line("PLAN")
    n.line("- Stretching programme and " + rng.choice(["resting hand splint", "serial casting x3 weeks", "night AFO",
                                                       "Lycra arm sleeve"]) + "; {physio_first} to review.")
    n.line("- Review GAS at {rv}.", rv=c.D(c.after("note", rng.randint(35, 56))))
    n.line("- Next injection no sooner than {nx}.", nx=c.D(c.after("note", 84)))
    if rng.random() < 0.4:
        n.line("- " + blocks.hardneg(c))
    blocks.sign(n, c, "cons", lic=True, esign=rng.random() < 0.5)
    blocks.footer(n, c)
